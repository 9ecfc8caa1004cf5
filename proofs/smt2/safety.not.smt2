; safety/not: definedness; every check-sat must answer unsat
; case bool/bool defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(assert
 (not (and (or (= (not a) (not a)) true))))
(check-sat)
(pop)
