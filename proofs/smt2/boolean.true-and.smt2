; boolean/true-and: refinement both ways; every check-sat must answer unsat
; case bool/bool lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x732 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x1755 (and $x732 a)))
(let (($x9110 (and (distinct 0 ok_a) true)))
(let (($x12906 (=> (and (=> (and true) $x9110)) (and $x9110 (= (and true $x1755) $x1755)))))
(not $x12906))))))
(check-sat)
(pop)
; case bool/bool rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x732 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x1755 (and $x732 a)))
(let (($x9110 (and (distinct 0 ok_a) true)))
(let (($x16782 (=> (and true) $x9110)))
(not (=> (and $x9110) (and $x16782 (= $x1755 (and true $x1755))))))))))
(check-sat)
(pop)
