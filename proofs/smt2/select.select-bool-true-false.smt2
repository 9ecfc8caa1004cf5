; select/select-bool-true-false: refinement both ways; every check-sat must answer unsat
; case bool/bool lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun b () Bool)
(declare-fun ok_b () Int)
(assert
 (let (($x3662 (= 0 (ite (>= ok_b 0) (div 0 ok_b) (div (- 0) (- ok_b))))))
(let (($x129 (and $x3662 b)))
(let (($x5673 (and (distinct 0 ok_b) true)))
(not (=> (and $x5673) (and $x5673 (= (ite $x129 true false) $x129))))))))
(check-sat)
(pop)
; case bool/bool rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun b () Bool)
(declare-fun ok_b () Int)
(assert
 (let (($x3662 (= 0 (ite (>= ok_b 0) (div 0 ok_b) (div (- 0) (- ok_b))))))
(let (($x129 (and $x3662 b)))
(let (($x5673 (and (distinct 0 ok_b) true)))
(not (=> (and $x5673) (and $x5673 (= $x129 (ite $x129 true false)))))))))
(check-sat)
(pop)
