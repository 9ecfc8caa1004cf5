; boolean/or-false: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case bool/bool lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x2878 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x13618 (and $x2878 a)))
(let (($x7682 (and (distinct ok_a 0) true)))
(not (=> (and $x7682) (and $x7682 (= (or $x13618 false) $x13618))))))))
(check-sat)
(pop 1)
; case bool/bool rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x2878 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x13618 (and $x2878 a)))
(let (($x7682 (and (distinct ok_a 0) true)))
(not (=> (and $x7682) (and $x7682 (= $x13618 (or $x13618 false)))))))))
(check-sat)
(pop 1)
(exit)
