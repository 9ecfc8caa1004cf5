; boolean/true-or: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case bool/bool lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x3966 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x5223 (=> (and (=> (not true) (and (distinct ok_a 0) true))) (and (= (or true (and $x3966 a)) true)))))
(not $x5223))))
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
(let (($x8117 (=> (not true) (and (distinct ok_a 0) true))))
(not (=> true (and $x8117 (= true (or true (and $x3966 a)))))))))
(check-sat)
(pop 1)
(exit)
