; boolean/not-not: refinement both ways; every check-sat must answer unsat
; case bool/bool lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x3404 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x3639 (and $x3404 a)))
(let (($x2012 (and (distinct 0 ok_a) true)))
(not (=> (and $x2012) (and $x2012 (= (not (not $x3639)) $x3639))))))))
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
(let (($x3639 (and $x3404 a)))
(let (($x2012 (and (distinct 0 ok_a) true)))
(not (=> (and $x2012) (and $x2012 (= $x3639 (not (not $x3639))))))))))
(check-sat)
(pop)
