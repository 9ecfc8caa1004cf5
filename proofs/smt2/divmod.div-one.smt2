; divmod/div-one: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x1594 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1726 (and (distinct 0 ok_x) true)))
(not (=> (and $x1726) (and $x1726 (= (div ?x1594 1) ?x1594)))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x1594 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1726 (and (distinct 0 ok_x) true)))
(not (=> (and $x1726) (and $x1726 (= ?x1594 (div ?x1594 1))))))))
(check-sat)
(pop)
