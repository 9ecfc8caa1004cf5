; boolean/or-not-self: refinement both ways; every check-sat must answer unsat
(set-logic QF_UF)
; case bool/bool lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(assert
 (not (=> true (and (= (or a (not a)) true)))))
(check-sat)
(pop 1)
; case bool/bool rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(assert
 (not (=> true (and (= true (or a (not a)))))))
(check-sat)
(pop 1)
(exit)
