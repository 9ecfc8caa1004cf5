; boolean/or-false: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case bool/bool lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x15039 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x18384 (and $x15039 a)))
(let (($x1155 (and (distinct ok_a 0) true)))
(not (=> (and $x1155) (and $x1155 (= (or $x18384 false) $x18384))))))))
(check-sat)
(pop 1)
; case bool/bool rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x15039 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x18384 (and $x15039 a)))
(let (($x1155 (and (distinct ok_a 0) true)))
(not (=> (and $x1155) (and $x1155 (= $x18384 (or $x18384 false)))))))))
(check-sat)
(pop 1)
(exit)
