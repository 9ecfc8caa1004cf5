; select/select-bool-true-false: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case bool/bool lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun b () Bool)
(declare-fun ok_b () Int)
(assert
 (let (($x17960 (= 0 (ite (>= ok_b 0) (div 0 ok_b) (div (- 0) (- ok_b))))))
(let (($x2385 (and $x17960 b)))
(let (($x10438 (and (distinct ok_b 0) true)))
(not (=> (and $x10438) (and $x10438 (= (ite $x2385 true false) $x2385))))))))
(check-sat)
(pop 1)
; case bool/bool rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun b () Bool)
(declare-fun ok_b () Int)
(assert
 (let (($x17960 (= 0 (ite (>= ok_b 0) (div 0 ok_b) (div (- 0) (- ok_b))))))
(let (($x2385 (and $x17960 b)))
(let (($x10438 (and (distinct ok_b 0) true)))
(not (=> (and $x10438) (and $x10438 (= $x2385 (ite $x2385 true false)))))))))
(check-sat)
(pop 1)
(exit)
