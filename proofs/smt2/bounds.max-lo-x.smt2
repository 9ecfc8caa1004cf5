; bounds/max-lo-x: implication; every check-sat must answer unsat
; case index/int32
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun lo_x () Int)
(declare-fun y () Int)
(assert
 (<= lo_x x))
(assert
 (not (and (<= lo_x (ite (< x y) y x)))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun lo_x () Int)
(declare-fun x_x () Int)
(assert
 (let (($x1324 (<= lo_x 9223372036854775807)))
 (let (($x98686 (>= lo_x (- 9223372036854775808))))
 (and $x98686 $x1324))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (not (and (and true (= lo_x lo_x)))))
(check-sat)
(pop)
