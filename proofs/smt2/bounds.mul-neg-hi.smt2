; bounds/mul-neg-hi: implication; every check-sat must answer unsat
; case index/int32
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun x () Int)
(declare-fun lo_x () Int)
(assert
 (> 0 c))
(assert
 (<= lo_x x))
(assert
 (not (and (<= (* x c) (* lo_x c)))))
(check-sat)
(pop)
