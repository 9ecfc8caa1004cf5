; bounds/max-hi: implication; every check-sat must answer unsat
; case index/int32
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_x () Int)
(declare-fun x () Int)
(declare-fun hi_y () Int)
(declare-fun y () Int)
(assert
 (<= x hi_x))
(assert
 (<= y hi_y))
(assert
 (let (($x4971 (and (<= (ite (< x y) y x) (ite (< hi_x hi_y) hi_y hi_x)))))
(not $x4971)))
(check-sat)
(pop)
