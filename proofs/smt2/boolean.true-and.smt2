; boolean/true-and: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case bool/bool lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x18384 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x1155 (and $x18384 a)))
(let (($x10497 (and (distinct ok_a 0) true)))
(not (=> (and (=> true $x10497)) (and $x10497 (= (and true $x1155) $x1155))))))))
(check-sat)
(pop 1)
; case bool/bool rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x18384 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x1155 (and $x18384 a)))
(let (($x10497 (and (distinct ok_a 0) true)))
(let (($x15213 (=> true $x10497)))
(not (=> (and $x10497) (and $x15213 (= $x1155 (and true $x1155))))))))))
(check-sat)
(pop 1)
(exit)
