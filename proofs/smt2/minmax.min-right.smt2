; minmax/min-right: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(declare-fun ok_y () Int)
(assert
 (<= y x))
(assert
 (let ((?x5915 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x8585 (and (distinct ok_y 0) true)))
(not (=> (and $x8585) (and $x8585 (= (ite (< x ?x5915) x ?x5915) ?x5915)))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(declare-fun ok_y () Int)
(assert
 (<= y x))
(assert
 (let ((?x5915 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x8585 (and (distinct ok_y 0) true)))
(not (=> (and $x8585) (and $x8585 (= ?x5915 (ite (< x ?x5915) x ?x5915))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_x () Int)
(declare-fun x_x () Int)
(declare-fun lo_x () Int)
(declare-fun hi_y () Int)
(declare-fun x_y () Int)
(assert
 (let (($x2458 (<= hi_x 9223372036854775807)))
 (let (($x7306 (>= hi_x (- 9223372036854775808))))
 (and $x7306 $x2458))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x12805 (<= lo_x 9223372036854775807)))
 (let (($x12674 (>= lo_x (- 9223372036854775808))))
 (and $x12674 $x12805))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x10102 (<= hi_y 9223372036854775807)))
 (let (($x56 (>= hi_y (- 9223372036854775808))))
 (and $x56 $x10102))))
(assert
 (<= x_y hi_y))
(assert
 (and true true (> 4294967296 hi_y)))
(assert
 (and true true (< (- 4294967296) hi_y)))
(assert
 (and true true (<= hi_y lo_x)))
(assert
 (not (and (<= x_y x_x))))
(check-sat)
(pop 1)
(exit)
