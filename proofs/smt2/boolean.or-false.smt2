; boolean/or-false: refinement both ways; every check-sat must answer unsat
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
(not (=> (and $x3435) (and $x3435 (= (or $x7644 false) $x7644))))))))
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
(not (=> (and $x3435) (and $x3435 (= $x7644 (or $x7644 false)))))))))
(check-sat)
(pop 1)
(exit)
