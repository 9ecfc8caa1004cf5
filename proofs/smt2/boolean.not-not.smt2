; boolean/not-not: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case bool/bool lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x3838 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x13618 (and $x3838 a)))
(let (($x1117 (and (distinct ok_a 0) true)))
(not (=> (and $x1117) (and $x1117 (= (not (not $x13618)) $x13618))))))))
(check-sat)
(pop 1)
; case bool/bool rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x3838 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x13618 (and $x3838 a)))
(let (($x1117 (and (distinct ok_a 0) true)))
(not (=> (and $x1117) (and $x1117 (= $x13618 (not (not $x13618))))))))))
(check-sat)
(pop 1)
(exit)
