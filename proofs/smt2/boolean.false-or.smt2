; boolean/false-or: refinement both ways; every check-sat must answer unsat
; case bool/bool lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x3404 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x2012 (and $x3404 a)))
(let (($x1933 (and (distinct 0 ok_a) true)))
(let (($x1802 (=> (and (=> (and (not false)) $x1933)) (and $x1933 (= (or false $x2012) $x2012)))))
(not $x1802))))))
(check-sat)
(pop)
; case bool/bool rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x3404 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x2012 (and $x3404 a)))
(let (($x1933 (and (distinct 0 ok_a) true)))
(let (($x1337 (=> (and (not false)) $x1933)))
(not (=> (and $x1933) (and $x1337 (= $x2012 (or false $x2012))))))))))
(check-sat)
(pop)
