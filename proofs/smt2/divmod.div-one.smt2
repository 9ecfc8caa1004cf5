; divmod/div-one: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x149 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3044 (and (distinct ok_x 0) true)))
(not (=> (and $x3044) (and $x3044 (= (div ?x149 1) ?x149)))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x149 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3044 (and (distinct ok_x 0) true)))
(not (=> (and $x3044) (and $x3044 (= ?x149 (div ?x149 1))))))))
(check-sat)
(pop 1)
(exit)
