; boolean/false-or: refinement both ways; every check-sat must answer unsat
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
(let (($x3127 (and $x5150 a)))
(let (($x11645 (and (distinct ok_a 0) true)))
(let (($x5613 (=> (and (=> (not false) $x11645)) (and $x11645 (= (or false $x3127) $x3127)))))
(not $x5613))))))
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
(let (($x3127 (and $x5150 a)))
(let (($x11645 (and (distinct ok_a 0) true)))
(let (($x17 (=> (not false) $x11645)))
(not (=> (and $x11645) (and $x17 (= $x3127 (or false $x3127))))))))))
(check-sat)
(pop 1)
(exit)
