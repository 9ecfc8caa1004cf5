; bounds/literal: implication; every check-sat must answer unsat
; case index/int32
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(assert
 (not (and (and (<= c c) (<= c c)))))
(check-sat)
(pop)
