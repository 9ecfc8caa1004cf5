; facts/le-const: implication; every check-sat must answer unsat
; case index/int32
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun x () Int)
(assert
 (<= x c))
(assert
 (not (and (<= x c))))
(check-sat)
(pop)
