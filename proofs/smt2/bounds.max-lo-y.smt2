; bounds/max-lo-y: implication; every check-sat must answer unsat
; case index/int32
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun lo_y () Int)
(declare-fun x () Int)
(assert
 (<= lo_y y))
(assert
 (not (and (<= lo_y (ite (< x y) y x)))))
(check-sat)
(pop)
