; bounds/select-hi: implication; every check-sat must answer unsat
; case index/int32
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_x () Int)
(declare-fun x () Int)
(declare-fun hi_y () Int)
(declare-fun y () Int)
(declare-fun b () Bool)
(assert
 (<= x hi_x))
(assert
 (<= y hi_y))
(assert
 (not (and (<= (ite b x y) (ite (< hi_x hi_y) hi_y hi_x)))))
(check-sat)
(pop)
