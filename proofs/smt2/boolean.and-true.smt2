; boolean/and-true: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case bool/bool lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_a () Int)
(declare-fun a () Bool)
(assert
 (let (($x10639 (<= ok_a 2147483647)))
 (let (($x2625 (>= ok_a (- 2147483648))))
 (and $x2625 $x10639))))
(assert
 (let (($x10671 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x5309 (and $x10671 a)))
(let (($x5150 (and (distinct ok_a 0) true)))
(not (=> (and $x5150) (and $x5150 (= (and $x5309 true) $x5309))))))))
(check-sat)
(pop 1)
; case bool/bool rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_a () Int)
(declare-fun a () Bool)
(assert
 (let (($x10639 (<= ok_a 2147483647)))
 (let (($x2625 (>= ok_a (- 2147483648))))
 (and $x2625 $x10639))))
(assert
 (let (($x10671 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x5309 (and $x10671 a)))
(let (($x5150 (and (distinct ok_a 0) true)))
(not (=> (and $x5150) (and $x5150 (= $x5309 (and $x5309 true)))))))))
(check-sat)
(pop 1)
(exit)
