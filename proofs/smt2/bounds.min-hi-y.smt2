; bounds/min-hi-y: implication; every check-sat must answer unsat
; case index/int32
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_y () Int)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (<= y hi_y))
(assert
 (not (and (<= (ite (< y x) y x) hi_y))))
(check-sat)
(pop)
