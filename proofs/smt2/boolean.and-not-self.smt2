; boolean/and-not-self: refinement both ways; every check-sat must answer unsat
; case bool/bool lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(assert
 (not (=> and (and (= (and a (not a)) false)))))
(check-sat)
(pop)
; case bool/bool rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(assert
 (not (=> and (and (= false (and a (not a)))))))
(check-sat)
(pop)
