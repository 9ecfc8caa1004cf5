; boolean/false-or: refinement both ways; every check-sat must answer unsat
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
(let (($x15702 (=> (and (=> (and (not false)) $x732)) (and $x732 (= (or false $x1755) $x1755)))))
(not $x15702))))))
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
(let (($x5236 (=> (and (not false)) $x732)))
(not (=> (and $x732) (and $x5236 (= $x1755 (or false $x1755))))))))))
(check-sat)
(pop)
