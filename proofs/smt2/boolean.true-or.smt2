; boolean/true-or: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case bool/bool lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x1643 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x17056 (=> (and (=> (not true) (and (distinct ok_a 0) true))) (and (= (or true (and $x1643 a)) true)))))
(not $x17056))))
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
(let (($x15667 (=> (not true) (and (distinct ok_a 0) true))))
(not (=> true (and $x15667 (= true (or true (and $x1643 a)))))))))
(check-sat)
(pop 1)
(exit)
