; select/select-bool-true-false: refinement both ways; every check-sat must answer unsat
; case bool/bool lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun b () Bool)
(declare-fun ok_b () Int)
(assert
 (let (($x29 (= 0 (ite (>= ok_b 0) (div 0 ok_b) (div (- 0) (- ok_b))))))
(let (($x143 (and $x29 b)))
(let (($x11103 (and (distinct 0 ok_b) true)))
(not (=> (and $x11103) (and $x11103 (= (ite $x143 true false) $x143))))))))
(check-sat)
(pop)
; case bool/bool rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun b () Bool)
(declare-fun ok_b () Int)
(assert
 (let (($x29 (= 0 (ite (>= ok_b 0) (div 0 ok_b) (div (- 0) (- ok_b))))))
(let (($x143 (and $x29 b)))
(let (($x11103 (and (distinct 0 ok_b) true)))
(not (=> (and $x11103) (and $x11103 (= $x143 (ite $x143 true false)))))))))
(check-sat)
(pop)
