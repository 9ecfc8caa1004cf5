; boolean/and-true: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case bool/bool lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x2590 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x1917 (and $x2590 a)))
(let (($x2533 (and (distinct ok_a 0) true)))
(not (=> (and $x2533) (and $x2533 (= (and $x1917 true) $x1917))))))))
(check-sat)
(pop 1)
; case bool/bool rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x2590 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x1917 (and $x2590 a)))
(let (($x2533 (and (distinct ok_a 0) true)))
(not (=> (and $x2533) (and $x2533 (= $x1917 (and $x1917 true)))))))))
(check-sat)
(pop 1)
(exit)
