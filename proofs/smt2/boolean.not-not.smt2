; boolean/not-not: refinement both ways; every check-sat must answer unsat
; case bool/bool lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x10336 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x6877 (and $x10336 a)))
(let (($x1755 (and (distinct 0 ok_a) true)))
(not (=> (and $x1755) (and $x1755 (= (not (not $x6877)) $x6877))))))))
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
(let (($x6877 (and $x10336 a)))
(let (($x1755 (and (distinct 0 ok_a) true)))
(not (=> (and $x1755) (and $x1755 (= $x6877 (not (not $x6877))))))))))
(check-sat)
(pop)
