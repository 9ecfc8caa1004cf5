; cmp/ge-false: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (< x y))
(assert
 (not (=> and (and (= (>= x y) false)))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (< x y))
(assert
 (not (=> and (and (= false (>= x y))))))
(check-sat)
(pop)
