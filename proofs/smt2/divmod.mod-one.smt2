; divmod/mod-one: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(assert
 (not (=> and (and (= 0 (- x (* 1 (div x 1))))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(assert
 (not (=> and (and (= 0 (- x (* 1 (div x 1))))))))
(check-sat)
(pop)
