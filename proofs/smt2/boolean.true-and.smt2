; boolean/true-and: refinement both ways; every check-sat must answer unsat
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
(not (=> (and (=> true $x2533)) (and $x2533 (= (and true $x1917) $x1917))))))))
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
(let (($x5195 (=> true $x2533)))
(not (=> (and $x2533) (and $x5195 (= $x1917 (and true $x1917))))))))))
(check-sat)
(pop 1)
(exit)
