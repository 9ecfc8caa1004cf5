; boolean/and-false: refinement both ways; every check-sat must answer unsat
; case bool/bool lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(assert
 (not (=> and (and (= (and a false) false)))))
(check-sat)
(pop)
; case bool/bool rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(assert
 (not (=> and (and (= false (and a false))))))
(check-sat)
(pop)
