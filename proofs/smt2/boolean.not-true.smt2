; boolean/not-true: refinement both ways; every check-sat must answer unsat
(set-logic QF_UF)
; case bool/bool lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> true (and (= (not true) false)))))
(check-sat)
(pop 1)
; case bool/bool rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> true (and (= false (not true))))))
(check-sat)
(pop 1)
(exit)
