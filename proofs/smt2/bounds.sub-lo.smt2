; bounds/sub-lo: implication; every check-sat must answer unsat
; case index/int32
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun lo_x () Int)
(declare-fun hi_y () Int)
(declare-fun y () Int)
(assert
 (<= lo_x x))
(assert
 (<= y hi_y))
(assert
 (not (and (<= (- lo_x hi_y) (- x y)))))
(check-sat)
(pop)
