; boolean/not-true: refinement both ways; every check-sat must answer unsat
; case bool/bool lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> and (and (= (not true) false)))))
(check-sat)
(pop)
; case bool/bool rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not (=> and (and (= false (not true))))))
(check-sat)
(pop)
