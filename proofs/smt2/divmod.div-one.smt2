; divmod/div-one: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x3554 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x2345 (and (distinct 0 ok_x) true)))
(not (=> (and $x2345) (and $x2345 (= (div ?x3554 1) ?x3554)))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x3554 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x2345 (and (distinct 0 ok_x) true)))
(not (=> (and $x2345) (and $x2345 (= ?x3554 (div ?x3554 1))))))))
(check-sat)
(pop)
