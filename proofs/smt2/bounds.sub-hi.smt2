; bounds/sub-hi: implication; every check-sat must answer unsat
; case index/int32
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_x () Int)
(declare-fun x () Int)
(declare-fun y () Int)
(declare-fun lo_y () Int)
(assert
 (<= x hi_x))
(assert
 (<= lo_y y))
(assert
 (not (and (<= (- x y) (- hi_x lo_y)))))
(check-sat)
(pop)
