; minmax/min-left: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(declare-fun ok_x () Int)
(assert
 (<= x y))
(assert
 (let ((?x4816 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x4654 (and (distinct ok_x 0) true)))
(not (=> (and $x4654) (and $x4654 (= (ite (< y ?x4816) y ?x4816) ?x4816)))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(declare-fun ok_x () Int)
(assert
 (<= x y))
(assert
 (let ((?x4816 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x4654 (and (distinct ok_x 0) true)))
(not (=> (and $x4654) (and $x4654 (= ?x4816 (ite (< y ?x4816) y ?x4816))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_y () Int)
(declare-fun x_y () Int)
(declare-fun lo_y () Int)
(declare-fun hi_x () Int)
(declare-fun x_x () Int)
(assert
 (let (($x3265 (<= hi_y 9223372036854775807)))
 (let (($x750 (>= hi_y (- 9223372036854775808))))
 (and $x750 $x3265))))
(assert
 (<= x_y hi_y))
(assert
 (and true true (> 4294967296 hi_y)))
(assert
 (and true true (< (- 4294967296) hi_y)))
(assert
 (let (($x3896 (<= lo_y 9223372036854775807)))
 (let (($x4668 (>= lo_y (- 9223372036854775808))))
 (and $x4668 $x3896))))
(assert
 (<= lo_y x_y))
(assert
 (and true true (> 4294967296 lo_y)))
(assert
 (and true true (< (- 4294967296) lo_y)))
(assert
 (let (($x3610 (<= hi_x 9223372036854775807)))
 (let (($x2358 (>= hi_x (- 9223372036854775808))))
 (and $x2358 $x3610))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (and true true (<= hi_x lo_y)))
(assert
 (not (and (<= x_x x_y))))
(check-sat)
(pop 1)
(exit)
