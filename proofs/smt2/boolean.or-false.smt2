; boolean/or-false: refinement both ways; every check-sat must answer unsat
; case bool/bool lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x6868 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x2786 (and $x6868 a)))
(let (($x16731 (and (distinct 0 ok_a) true)))
(not (=> (and $x16731) (and $x16731 (= (or $x2786 false) $x2786))))))))
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
(let (($x2786 (and $x6868 a)))
(let (($x16731 (and (distinct 0 ok_a) true)))
(not (=> (and $x16731) (and $x16731 (= $x2786 (or $x2786 false)))))))))
(check-sat)
(pop)
