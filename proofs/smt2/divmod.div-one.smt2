; divmod/div-one: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x5119 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x5546 (and (distinct ok_x 0) true)))
(not (=> (and $x5546) (and $x5546 (= (div ?x5119 1) ?x5119)))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x5119 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x5546 (and (distinct ok_x 0) true)))
(not (=> (and $x5546) (and $x5546 (= ?x5119 (div ?x5119 1))))))))
(check-sat)
(pop 1)
(exit)
