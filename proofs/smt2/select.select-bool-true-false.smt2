; select/select-bool-true-false: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case bool/bool lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun b () Bool)
(declare-fun ok_b () Int)
(assert
 (let (($x15039 (= 0 (ite (>= ok_b 0) (div 0 ok_b) (div (- 0) (- ok_b))))))
(let (($x6418 (and $x15039 b)))
(let (($x16658 (and (distinct ok_b 0) true)))
(not (=> (and $x16658) (and $x16658 (= (ite $x6418 true false) $x6418))))))))
(check-sat)
(pop 1)
; case bool/bool rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun b () Bool)
(declare-fun ok_b () Int)
(assert
 (let (($x15039 (= 0 (ite (>= ok_b 0) (div 0 ok_b) (div (- 0) (- ok_b))))))
(let (($x6418 (and $x15039 b)))
(let (($x16658 (and (distinct ok_b 0) true)))
(not (=> (and $x16658) (and $x16658 (= $x6418 (ite $x6418 true false)))))))))
(check-sat)
(pop 1)
(exit)
