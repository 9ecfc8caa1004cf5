; select/select-bool-true-false: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case bool/bool lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun b () Bool)
(declare-fun ok_b () Int)
(assert
 (let (($x17491 (= 0 (ite (>= ok_b 0) (div 0 ok_b) (div (- 0) (- ok_b))))))
(let (($x2553 (and $x17491 b)))
(let (($x11647 (and (distinct ok_b 0) true)))
(not (=> (and $x11647) (and $x11647 (= (ite $x2553 true false) $x2553))))))))
(check-sat)
(pop 1)
; case bool/bool rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun b () Bool)
(declare-fun ok_b () Int)
(assert
 (let (($x17491 (= 0 (ite (>= ok_b 0) (div 0 ok_b) (div (- 0) (- ok_b))))))
(let (($x2553 (and $x17491 b)))
(let (($x11647 (and (distinct ok_b 0) true)))
(not (=> (and $x11647) (and $x11647 (= $x2553 (ite $x2553 true false)))))))))
(check-sat)
(pop 1)
(exit)
