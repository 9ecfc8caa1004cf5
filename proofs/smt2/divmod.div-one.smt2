; divmod/div-one: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x1150 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x424 (and (distinct ok_x 0) true)))
(not (=> (and $x424) (and $x424 (= (div ?x1150 1) ?x1150)))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x1150 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x424 (and (distinct ok_x 0) true)))
(not (=> (and $x424) (and $x424 (= ?x1150 (div ?x1150 1))))))))
(check-sat)
(pop 1)
(exit)
