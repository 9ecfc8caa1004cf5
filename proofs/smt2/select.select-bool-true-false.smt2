; select/select-bool-true-false: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case bool/bool lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_b () Int)
(declare-fun b () Bool)
(assert
 (let (($x19411 (<= ok_b 2147483647)))
 (let (($x17626 (>= ok_b (- 2147483648))))
 (and $x17626 $x19411))))
(assert
 (let (($x15867 (= 0 (ite (>= ok_b 0) (div 0 ok_b) (div (- 0) (- ok_b))))))
(let (($x3127 (and $x15867 b)))
(let (($x14193 (and (distinct ok_b 0) true)))
(not (=> (and $x14193) (and $x14193 (= (ite $x3127 true false) $x3127))))))))
(check-sat)
(pop 1)
; case bool/bool rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_b () Int)
(declare-fun b () Bool)
(assert
 (let (($x19411 (<= ok_b 2147483647)))
 (let (($x17626 (>= ok_b (- 2147483648))))
 (and $x17626 $x19411))))
(assert
 (let (($x15867 (= 0 (ite (>= ok_b 0) (div 0 ok_b) (div (- 0) (- ok_b))))))
(let (($x3127 (and $x15867 b)))
(let (($x14193 (and (distinct ok_b 0) true)))
(not (=> (and $x14193) (and $x14193 (= $x3127 (ite $x3127 true false)))))))))
(check-sat)
(pop 1)
(exit)
