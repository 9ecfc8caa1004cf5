; bounds/min-hi-x: implication; every check-sat must answer unsat
; case index/int32
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_x () Int)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (<= x hi_x))
(assert
 (not (and (<= (ite (< y x) y x) hi_x))))
(check-sat)
(pop)
