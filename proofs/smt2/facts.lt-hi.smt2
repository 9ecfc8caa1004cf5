; facts/lt-hi: implication; every check-sat must answer unsat
; case index/int32
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(declare-fun hi_y () Int)
(assert
 (< x y))
(assert
 (<= y hi_y))
(assert
 (not (and (<= x (- hi_y 1)))))
(check-sat)
(pop)
