; boolean/not-not: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case bool/bool lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x2488 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x18384 (and $x2488 a)))
(let (($x2200 (and (distinct ok_a 0) true)))
(not (=> (and $x2200) (and $x2200 (= (not (not $x18384)) $x18384))))))))
(check-sat)
(pop 1)
; case bool/bool rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x2488 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x18384 (and $x2488 a)))
(let (($x2200 (and (distinct ok_a 0) true)))
(not (=> (and $x2200) (and $x2200 (= $x18384 (not (not $x18384))))))))))
(check-sat)
(pop 1)
(exit)
