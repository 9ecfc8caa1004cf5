; bounds/max-lo-x: implication; every check-sat must answer unsat
(set-logic QF_LIA)
; case index/int32
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun lo_x () Int)
(declare-fun y () Int)
(assert
 (<= lo_x x))
(assert
 (not (and (<= lo_x (ite (> x y) x y)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun lo_x () Int)
(declare-fun x_x () Int)
(assert
 (let (($x206100 (<= lo_x 9223372036854775807)))
 (let (($x203669 (>= lo_x (- 9223372036854775808))))
 (and $x203669 $x206100))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (not (and (and true (= lo_x lo_x)))))
(check-sat)
(pop 1)
(exit)
