; boolean/false-or: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case bool/bool lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_a () Int)
(declare-fun a () Bool)
(assert
 (let (($x9759 (<= ok_a 2147483647)))
 (let (($x4584 (>= ok_a (- 2147483648))))
 (and $x4584 $x9759))))
(assert
 (let (($x10456 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x17060 (and $x10456 a)))
(let (($x833 (and (distinct ok_a 0) true)))
(let (($x14426 (=> (and (=> (not false) $x833)) (and $x833 (= (or false $x17060) $x17060)))))
(not $x14426))))))
(check-sat)
(pop 1)
; case bool/bool rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_a () Int)
(declare-fun a () Bool)
(assert
 (let (($x9759 (<= ok_a 2147483647)))
 (let (($x4584 (>= ok_a (- 2147483648))))
 (and $x4584 $x9759))))
(assert
 (let (($x10456 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x17060 (and $x10456 a)))
(let (($x833 (and (distinct ok_a 0) true)))
(let (($x2977 (=> (not false) $x833)))
(not (=> (and $x833) (and $x2977 (= $x17060 (or false $x17060))))))))))
(check-sat)
(pop 1)
(exit)
