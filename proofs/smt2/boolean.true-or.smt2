; boolean/true-or: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case bool/bool lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_a () Int)
(declare-fun a () Bool)
(assert
 (let (($x4712 (<= ok_a 2147483647)))
 (let (($x17970 (>= ok_a (- 2147483648))))
 (and $x17970 $x4712))))
(assert
 (let (($x16725 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x9759 (=> (and (=> (not true) (and (distinct ok_a 0) true))) (and (= (or true (and $x16725 a)) true)))))
(not $x9759))))
(check-sat)
(pop 1)
; case bool/bool rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_a () Int)
(declare-fun a () Bool)
(assert
 (let (($x4712 (<= ok_a 2147483647)))
 (let (($x17970 (>= ok_a (- 2147483648))))
 (and $x17970 $x4712))))
(assert
 (let (($x16725 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x18737 (=> (not true) (and (distinct ok_a 0) true))))
(not (=> true (and $x18737 (= true (or true (and $x16725 a)))))))))
(check-sat)
(pop 1)
(exit)
