; boolean/not-not: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case bool/bool lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x1643 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x2590 (and $x1643 a)))
(let (($x1375 (and (distinct ok_a 0) true)))
(not (=> (and $x1375) (and $x1375 (= (not (not $x2590)) $x2590))))))))
(check-sat)
(pop 1)
; case bool/bool rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x1643 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x2590 (and $x1643 a)))
(let (($x1375 (and (distinct ok_a 0) true)))
(not (=> (and $x1375) (and $x1375 (= $x2590 (not (not $x2590))))))))))
(check-sat)
(pop 1)
(exit)
