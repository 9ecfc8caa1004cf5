; facts/and-split: implication; every check-sat must answer unsat
(set-logic QF_UF)
; case bool/bool
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun b () Bool)
(declare-fun a () Bool)
(assert
 (and a b))
(assert
 (not (and (and a b))))
(check-sat)
(pop 1)
(exit)
