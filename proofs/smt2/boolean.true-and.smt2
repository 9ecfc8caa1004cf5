; boolean/true-and: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case bool/bool lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_a () Int)
(declare-fun a () Bool)
(assert
 (let (($x11685 (<= ok_a 2147483647)))
 (let (($x1255 (>= ok_a (- 2147483648))))
 (and $x1255 $x11685))))
(assert
 (let (($x4123 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x2753 (and $x4123 a)))
(let (($x10456 (and (distinct ok_a 0) true)))
(not (=> (and (=> true $x10456)) (and $x10456 (= (and true $x2753) $x2753))))))))
(check-sat)
(pop 1)
; case bool/bool rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_a () Int)
(declare-fun a () Bool)
(assert
 (let (($x11685 (<= ok_a 2147483647)))
 (let (($x1255 (>= ok_a (- 2147483648))))
 (and $x1255 $x11685))))
(assert
 (let (($x4123 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x2753 (and $x4123 a)))
(let (($x10456 (and (distinct ok_a 0) true)))
(let (($x16582 (=> true $x10456)))
(not (=> (and $x10456) (and $x16582 (= $x2753 (and true $x2753))))))))))
(check-sat)
(pop 1)
(exit)
