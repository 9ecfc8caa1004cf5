; divmod/mod-one: refinement both ways; every check-sat must answer unsat
(set-logic QF_LIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(assert
 (not (=> true (and (= 0 (- x (* 1 (div x 1))))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(assert
 (not (=> true (and (= 0 (- x (* 1 (div x 1))))))))
(check-sat)
(pop 1)
(exit)
