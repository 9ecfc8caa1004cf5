; bounds/mul-pos-hi: implication; every check-sat must answer unsat
; case index/int32
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun hi_x () Int)
(declare-fun x () Int)
(assert
 (<= 0 c))
(assert
 (<= x hi_x))
(assert
 (not (and (<= (* x c) (* hi_x c)))))
(check-sat)
(pop)
