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
