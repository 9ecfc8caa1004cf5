; select/select-bool-true-false: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case bool/bool lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_b () Int)
(declare-fun b () Bool)
(assert
 (let (($x17817 (<= ok_b 2147483647)))
 (let (($x16582 (>= ok_b (- 2147483648))))
 (and $x16582 $x17817))))
(assert
 (let (($x4323 (= 0 (ite (>= ok_b 0) (div 0 ok_b) (div (- 0) (- ok_b))))))
(let (($x13770 (and $x4323 b)))
(let (($x1255 (and (distinct ok_b 0) true)))
(not (=> (and $x1255) (and $x1255 (= (ite $x13770 true false) $x13770))))))))
(check-sat)
(pop 1)
; case bool/bool rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_b () Int)
(declare-fun b () Bool)
(assert
 (let (($x17817 (<= ok_b 2147483647)))
 (let (($x16582 (>= ok_b (- 2147483648))))
 (and $x16582 $x17817))))
(assert
 (let (($x4323 (= 0 (ite (>= ok_b 0) (div 0 ok_b) (div (- 0) (- ok_b))))))
(let (($x13770 (and $x4323 b)))
(let (($x1255 (and (distinct ok_b 0) true)))
(not (=> (and $x1255) (and $x1255 (= $x13770 (ite $x13770 true false)))))))))
(check-sat)
(pop 1)
(exit)
