; boolean/or-not-self: refinement both ways; every check-sat must answer unsat
; case bool/bool lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(assert
 (not (=> and (and (= (or a (not a)) true)))))
(check-sat)
(pop)
; case bool/bool rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(assert
 (not (=> and (and (= true (or a (not a)))))))
(check-sat)
(pop)
