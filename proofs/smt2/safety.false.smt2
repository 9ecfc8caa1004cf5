; safety/false: definedness; every check-sat must answer unsat
; case bool/bool defined
(push)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (and (or (= false false) true))))
(check-sat)
(pop)
