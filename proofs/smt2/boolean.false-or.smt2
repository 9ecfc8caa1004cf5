; boolean/false-or: refinement both ways; every check-sat must answer unsat
; case bool/bool lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x3265 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x787 (and $x3265 a)))
(let (($x4305 (and (distinct 0 ok_a) true)))
(let (($x8610 (=> (and (=> (and (not false)) $x4305)) (and $x4305 (= (or false $x787) $x787)))))
(not $x8610))))))
(check-sat)
(pop)
; case bool/bool rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x3265 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x787 (and $x3265 a)))
(let (($x4305 (and (distinct 0 ok_a) true)))
(let (($x10 (=> (and (not false)) $x4305)))
(not (=> (and $x4305) (and $x10 (= $x787 (or false $x787))))))))))
(check-sat)
(pop)
