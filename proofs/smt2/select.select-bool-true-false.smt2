; select/select-bool-true-false: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case bool/bool lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun b () Bool)
(declare-fun ok_b () Int)
(assert
 (let (($x6383 (= 0 (ite (>= ok_b 0) (div 0 ok_b) (div (- 0) (- ok_b))))))
(let (($x5628 (and $x6383 b)))
(let (($x5333 (and (distinct ok_b 0) true)))
(not (=> (and $x5333) (and $x5333 (= (ite $x5628 true false) $x5628))))))))
(check-sat)
(pop 1)
; case bool/bool rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun b () Bool)
(declare-fun ok_b () Int)
(assert
 (let (($x6383 (= 0 (ite (>= ok_b 0) (div 0 ok_b) (div (- 0) (- ok_b))))))
(let (($x5628 (and $x6383 b)))
(let (($x5333 (and (distinct ok_b 0) true)))
(not (=> (and $x5333) (and $x5333 (= $x5628 (ite $x5628 true false)))))))))
(check-sat)
(pop 1)
(exit)
