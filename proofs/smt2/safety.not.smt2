; safety/not: definedness; every check-sat must answer unsat
(set-logic QF_UF)
; case bool/bool defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(assert
 (not (and (or (= (not a) (not a)) true))))
(check-sat)
(pop 1)
(exit)
