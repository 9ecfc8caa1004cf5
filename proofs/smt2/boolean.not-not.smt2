; boolean/not-not: refinement both ways; every check-sat must answer unsat
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
(let (($x11685 (and $x16725 a)))
(let (($x17021 (and (distinct ok_a 0) true)))
(not (=> (and $x17021) (and $x17021 (= (not (not $x11685)) $x11685))))))))
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
(let (($x11685 (and $x16725 a)))
(let (($x17021 (and (distinct ok_a 0) true)))
(not (=> (and $x17021) (and $x17021 (= $x11685 (not (not $x11685))))))))))
(check-sat)
(pop 1)
(exit)
