; bounds/max-lo-y: implication; every check-sat must answer unsat
(set-logic QF_LIA)
; case index/int32
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun lo_y () Int)
(declare-fun x () Int)
(assert
 (<= lo_y y))
(assert
 (not (and (<= lo_y (ite (> x y) x y)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun lo_y () Int)
(declare-fun x_y () Int)
(assert
 (let (($x203659 (<= lo_y 9223372036854775807)))
 (let (($x205274 (>= lo_y (- 9223372036854775808))))
 (and $x205274 $x203659))))
(assert
 (<= lo_y x_y))
(assert
 (and true true (> 4294967296 lo_y)))
(assert
 (and true true (< (- 4294967296) lo_y)))
(assert
 (not (and (and true (= lo_y lo_y)))))
(check-sat)
(pop 1)
(exit)
