; boolean/false-and: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case bool/bool lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x15039 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x3969 (=> (and (=> false (and (distinct ok_a 0) true))) (and (= (and false (and $x15039 a)) false)))))
(not $x3969))))
(check-sat)
(pop 1)
; case bool/bool rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Bool)
(declare-fun ok_a () Int)
(assert
 (let (($x15039 (= 0 (ite (>= ok_a 0) (div 0 ok_a) (div (- 0) (- ok_a))))))
(let (($x2577 (=> false (and (distinct ok_a 0) true))))
(not (=> true (and $x2577 (= false (and false (and $x15039 a)))))))))
(check-sat)
(pop 1)
(exit)
