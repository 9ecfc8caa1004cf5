; divmod/div-one: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x2582 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3919 (and (distinct ok_x 0) true)))
(not (=> (and $x3919) (and $x3919 (= (div ?x2582 1) ?x2582)))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x2582 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3919 (and (distinct ok_x 0) true)))
(not (=> (and $x3919) (and $x3919 (= ?x2582 (div ?x2582 1))))))))
(check-sat)
(pop 1)
(exit)
