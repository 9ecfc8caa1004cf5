; facts/le-lo: implication; every check-sat must answer unsat
; case index/int32
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(declare-fun lo_x () Int)
(assert
 (<= x y))
(assert
 (<= lo_x x))
(assert
 (not (and (<= lo_x y))))
(check-sat)
(pop)
