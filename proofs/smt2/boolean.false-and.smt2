; boolean/false-and: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case bool/bool lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_a () Int)
(declare-fun a () Bool)
(assert
 (let (($x4511 (<= ok_a 2147483647)))
 (let (($x4533 (>= ok_a (- 2147483648))))
 (and $x4533 $x4511))))
(assert
 (let (($x5150 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x10639 (=> (and (=> false (and (distinct ok_a 0) true))) (and (= (and false (and $x5150 a)) false)))))
(not $x10639))))
(check-sat)
(pop 1)
; case bool/bool rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_a () Int)
(declare-fun a () Bool)
(assert
 (let (($x4511 (<= ok_a 2147483647)))
 (let (($x4533 (>= ok_a (- 2147483648))))
 (and $x4533 $x4511))))
(assert
 (let (($x5150 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x17516 (=> false (and (distinct ok_a 0) true))))
(not (=> true (and $x17516 (= false (and false (and $x5150 a)))))))))
(check-sat)
(pop 1)
(exit)
