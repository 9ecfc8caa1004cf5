; safety/true: definedness; every check-sat must answer unsat
; case bool/bool defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (and (or (= true true) true))))
(check-sat)
(pop)
