; boolean/false-and: refinement both ways; every check-sat must answer unsat
; case bool/bool lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x3265 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x13 (=> (and (=> (and false) (and (distinct 0 ok_a) true))) (and (= (and false (and $x3265 a)) false)))))
(not $x13))))
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
(let (($x11242 (=> (and false) (and (distinct 0 ok_a) true))))
(not (=> and (and $x11242 (= false (and false (and $x3265 a)))))))))
(check-sat)
(pop)
