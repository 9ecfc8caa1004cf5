; safety/false: definedness; every check-sat must answer unsat
(set-logic QF_UF)
; case bool/bool defined
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (and (or (= false false) true))))
(check-sat)
(pop 1)
(exit)
