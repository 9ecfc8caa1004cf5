; boolean/true-and: refinement both ways; every check-sat must answer unsat
; case bool/bool lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x16731 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x2786 (and $x16731 a)))
(let (($x8593 (and (distinct 0 ok_a) true)))
(let (($x1700 (=> (and (=> (and true) $x8593)) (and $x8593 (= (and true $x2786) $x2786)))))
(not $x1700))))))
(check-sat)
(pop)
; case bool/bool rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x16731 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x2786 (and $x16731 a)))
(let (($x8593 (and (distinct 0 ok_a) true)))
(let (($x6934 (=> (and true) $x8593)))
(not (=> (and $x8593) (and $x6934 (= $x2786 (and true $x2786))))))))))
(check-sat)
(pop)
