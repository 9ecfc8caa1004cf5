; boolean/true-and: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case bool/bool lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x7644 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x3435 (and $x7644 a)))
(let (($x9876 (and (distinct ok_a 0) true)))
(not (=> (and (=> true $x9876)) (and $x9876 (= (and true $x3435) $x3435))))))))
(check-sat)
(pop 1)
; case bool/bool rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x7644 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x3435 (and $x7644 a)))
(let (($x9876 (and (distinct ok_a 0) true)))
(let (($x11416 (=> true $x9876)))
(not (=> (and $x9876) (and $x11416 (= $x3435 (and true $x3435))))))))))
(check-sat)
(pop 1)
(exit)
