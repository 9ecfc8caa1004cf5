; boolean/not-not: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case bool/bool lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x3966 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x7644 (and $x3966 a)))
(let (($x187 (and (distinct ok_a 0) true)))
(not (=> (and $x187) (and $x187 (= (not (not $x7644)) $x7644))))))))
(check-sat)
(pop 1)
; case bool/bool rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x3966 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x7644 (and $x3966 a)))
(let (($x187 (and (distinct ok_a 0) true)))
(not (=> (and $x187) (and $x187 (= $x7644 (not (not $x7644))))))))))
(check-sat)
(pop 1)
(exit)
