; boolean/true-or: refinement both ways; every check-sat must answer unsat
; case bool/bool lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x10336 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x15051 (=> (and (=> (and (not true)) (and (distinct 0 ok_a) true))) (and (= (or true (and $x10336 a)) true)))))
(not $x15051))))
(check-sat)
(pop)
; case bool/bool rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x10336 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x9598 (=> (and (not true)) (and (distinct 0 ok_a) true))))
(not (=> and (and $x9598 (= true (or true (and $x10336 a)))))))))
(check-sat)
(pop)
