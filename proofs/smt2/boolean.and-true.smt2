; boolean/and-true: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case bool/bool lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x13618 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x7682 (and $x13618 a)))
(let (($x2922 (and (distinct ok_a 0) true)))
(not (=> (and $x2922) (and $x2922 (= (and $x7682 true) $x7682))))))))
(check-sat)
(pop 1)
; case bool/bool rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x13618 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x7682 (and $x13618 a)))
(let (($x2922 (and (distinct ok_a 0) true)))
(not (=> (and $x2922) (and $x2922 (= $x7682 (and $x7682 true)))))))))
(check-sat)
(pop 1)
(exit)
