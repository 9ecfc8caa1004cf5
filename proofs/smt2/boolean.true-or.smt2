; boolean/true-or: refinement both ways; every check-sat must answer unsat
; case bool/bool lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x6868 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x5455 (=> (and (=> (and (not true)) (and (distinct 0 ok_a) true))) (and (= (or true (and $x6868 a)) true)))))
(not $x5455))))
(check-sat)
(pop)
; case bool/bool rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x6868 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x3065 (=> (and (not true)) (and (distinct 0 ok_a) true))))
(not (=> and (and $x3065 (= true (or true (and $x6868 a)))))))))
(check-sat)
(pop)
