; select/select-bool-true-false: refinement both ways; every check-sat must answer unsat
; case bool/bool lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun b () Bool)
(declare-fun ok_b () Int)
(assert
 (let (($x7283 (= 0 (ite (>= ok_b 0) (div 0 ok_b) (div (- 0) (- ok_b))))))
(let (($x4652 (and $x7283 b)))
(let (($x3012 (and (distinct 0 ok_b) true)))
(not (=> (and $x3012) (and $x3012 (= (ite $x4652 true false) $x4652))))))))
(check-sat)
(pop)
; case bool/bool rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun b () Bool)
(declare-fun ok_b () Int)
(assert
 (let (($x7283 (= 0 (ite (>= ok_b 0) (div 0 ok_b) (div (- 0) (- ok_b))))))
(let (($x4652 (and $x7283 b)))
(let (($x3012 (and (distinct 0 ok_b) true)))
(not (=> (and $x3012) (and $x3012 (= $x4652 (ite $x4652 true false)))))))))
(check-sat)
(pop)
