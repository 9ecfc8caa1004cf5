; boolean/or-false: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case bool/bool lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x17055 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x2590 (and $x17055 a)))
(let (($x1917 (and (distinct ok_a 0) true)))
(not (=> (and $x1917) (and $x1917 (= (or $x2590 false) $x2590))))))))
(check-sat)
(pop 1)
; case bool/bool rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x17055 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x2590 (and $x17055 a)))
(let (($x1917 (and (distinct ok_a 0) true)))
(not (=> (and $x1917) (and $x1917 (= $x2590 (or $x2590 false)))))))))
(check-sat)
(pop 1)
(exit)
