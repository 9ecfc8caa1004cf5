; boolean/false-and: refinement both ways; every check-sat must answer unsat
; case bool/bool lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x10336 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x9598 (=> (and (=> (and false) (and (distinct 0 ok_a) true))) (and (= (and false (and $x10336 a)) false)))))
(not $x9598))))
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
(let (($x11322 (=> (and false) (and (distinct 0 ok_a) true))))
(not (=> and (and $x11322 (= false (and false (and $x10336 a)))))))))
(check-sat)
(pop)
