; bounds/min-lo: implication; every check-sat must answer unsat
; case index/int32
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun lo_x () Int)
(declare-fun y () Int)
(declare-fun lo_y () Int)
(assert
 (<= lo_x x))
(assert
 (<= lo_y y))
(assert
 (let (($x525 (and (<= (ite (< lo_y lo_x) lo_y lo_x) (ite (< y x) y x)))))
(not $x525)))
(check-sat)
(pop)
