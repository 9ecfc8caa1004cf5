; boolean/true-or: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case bool/bool lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x2488 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x3969 (=> (and (=> (not true) (and (distinct ok_a 0) true))) (and (= (or true (and $x2488 a)) true)))))
(not $x3969))))
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
(let (($x15684 (=> (not true) (and (distinct ok_a 0) true))))
(not (=> true (and $x15684 (= true (or true (and $x2488 a)))))))))
(check-sat)
(pop 1)
(exit)
