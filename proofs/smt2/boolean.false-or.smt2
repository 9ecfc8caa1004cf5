; boolean/false-or: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case bool/bool lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x9478 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x7644 (and $x9478 a)))
(let (($x3435 (and (distinct ok_a 0) true)))
(let (($x18510 (=> (and (=> (not false) $x3435)) (and $x3435 (= (or false $x7644) $x7644)))))
(not $x18510))))))
(check-sat)
(pop 1)
; case bool/bool rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x9478 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x7644 (and $x9478 a)))
(let (($x3435 (and (distinct ok_a 0) true)))
(let (($x17558 (=> (not false) $x3435)))
(not (=> (and $x3435) (and $x17558 (= $x7644 (or false $x7644))))))))))
(check-sat)
(pop 1)
(exit)
