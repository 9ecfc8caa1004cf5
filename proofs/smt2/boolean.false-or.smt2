; boolean/false-or: refinement both ways; every check-sat must answer unsat
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
(let (($x11223 (=> (and (=> (not false) $x1155)) (and $x1155 (= (or false $x18384) $x18384)))))
(not $x11223))))))
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
(let (($x18713 (=> (not false) $x1155)))
(not (=> (and $x1155) (and $x18713 (= $x18384 (or false $x18384))))))))))
(check-sat)
(pop 1)
(exit)
