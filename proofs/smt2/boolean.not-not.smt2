; boolean/not-not: refinement both ways; every check-sat must answer unsat
; case bool/bool lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x6868 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x136 (and $x6868 a)))
(let (($x2786 (and (distinct 0 ok_a) true)))
(not (=> (and $x2786) (and $x2786 (= (not (not $x136)) $x136))))))))
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
(let (($x136 (and $x6868 a)))
(let (($x2786 (and (distinct 0 ok_a) true)))
(not (=> (and $x2786) (and $x2786 (= $x136 (not (not $x136))))))))))
(check-sat)
(pop)
