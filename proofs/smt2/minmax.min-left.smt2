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
 (let ((?x7480 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x7453 (and (distinct ok_x 0) true)))
(not (=> (and $x7453) (and $x7453 (= (ite (< ?x7480 y) ?x7480 y) ?x7480)))))))
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
 (let ((?x7480 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x7453 (and (distinct ok_x 0) true)))
(not (=> (and $x7453) (and $x7453 (= ?x7480 (ite (< ?x7480 y) ?x7480 y))))))))
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
 (let (($x11753 (<= hi_y 9223372036854775807)))
 (let (($x4212 (>= hi_y (- 9223372036854775808))))
 (and $x4212 $x11753))))
(assert
 (<= x_y hi_y))
(assert
 (and true true (> 4294967296 hi_y)))
(assert
 (and true true (< (- 4294967296) hi_y)))
(assert
 (let (($x2299 (<= lo_y 9223372036854775807)))
 (let (($x5783 (>= lo_y (- 9223372036854775808))))
 (and $x5783 $x2299))))
(assert
 (<= lo_y x_y))
(assert
 (and true true (> 4294967296 lo_y)))
(assert
 (and true true (< (- 4294967296) lo_y)))
(assert
 (let (($x7709 (<= hi_x 9223372036854775807)))
 (let (($x3729 (>= hi_x (- 9223372036854775808))))
 (and $x3729 $x7709))))
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
