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
 (let ((?x4134 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x3763 (and (distinct ok_y 0) true)))
(not (=> (and $x3763) (and $x3763 (= (ite (< ?x4134 x) ?x4134 x) ?x4134)))))))
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
 (let ((?x4134 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x3763 (and (distinct ok_y 0) true)))
(not (=> (and $x3763) (and $x3763 (= ?x4134 (ite (< ?x4134 x) ?x4134 x))))))))
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
 (let (($x1594 (<= hi_x 9223372036854775807)))
 (let (($x2975 (>= hi_x (- 9223372036854775808))))
 (and $x2975 $x1594))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x2165 (<= lo_x 9223372036854775807)))
 (let (($x46 (>= lo_x (- 9223372036854775808))))
 (and $x46 $x2165))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x7651 (<= hi_y 9223372036854775807)))
 (let (($x3659 (>= hi_y (- 9223372036854775808))))
 (and $x3659 $x7651))))
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
