; boolean/or-false: refinement both ways; every check-sat must answer unsat
; case bool/bool lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x10336 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x1755 (and $x10336 a)))
(let (($x732 (and (distinct 0 ok_a) true)))
(not (=> (and $x732) (and $x732 (= (or $x1755 false) $x1755))))))))
(check-sat)
(pop)
; case bool/bool rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x10336 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x1755 (and $x10336 a)))
(let (($x732 (and (distinct 0 ok_a) true)))
(not (=> (and $x732) (and $x732 (= $x1755 (or $x1755 false)))))))))
(check-sat)
(pop)
