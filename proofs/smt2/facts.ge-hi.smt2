; facts/ge-hi: implication; every check-sat must answer unsat
; case index/int32
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(declare-fun hi_x () Int)
(assert
 (>= x y))
(assert
 (<= x hi_x))
(assert
 (not (and (<= y hi_x))))
(check-sat)
(pop)
