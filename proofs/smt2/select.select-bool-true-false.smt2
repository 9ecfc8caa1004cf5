; select/select-bool-true-false: refinement both ways; every check-sat must answer unsat
; case bool/bool lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun b () Bool)
(declare-fun ok_b () Int)
(assert
 (let (($x3331 (= 0 (ite (>= ok_b 0) (div 0 ok_b) (div (- 0) (- ok_b))))))
(let (($x4465 (and $x3331 b)))
(let (($x266 (and (distinct 0 ok_b) true)))
(not (=> (and $x266) (and $x266 (= (ite $x4465 true false) $x4465))))))))
(check-sat)
(pop)
; case bool/bool rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun b () Bool)
(declare-fun ok_b () Int)
(assert
 (let (($x3331 (= 0 (ite (>= ok_b 0) (div 0 ok_b) (div (- 0) (- ok_b))))))
(let (($x4465 (and $x3331 b)))
(let (($x266 (and (distinct 0 ok_b) true)))
(not (=> (and $x266) (and $x266 (= $x4465 (ite $x4465 true false)))))))))
(check-sat)
(pop)
