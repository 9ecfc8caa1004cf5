; safety/or: definedness; every check-sat must answer unsat
(set-logic QF_UF)
; case bool/bool defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun b () Bool)
(declare-fun a () Bool)
(assert
 (not (and (or (= (or a b) (or a b)) true))))
(check-sat)
(pop 1)
(exit)
