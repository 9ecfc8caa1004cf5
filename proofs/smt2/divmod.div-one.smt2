; divmod/div-one: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x3885 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x750 (and (distinct 0 ok_x) true)))
(not (=> (and $x750) (and $x750 (= (div ?x3885 1) ?x3885)))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x3885 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x750 (and (distinct 0 ok_x) true)))
(not (=> (and $x750) (and $x750 (= ?x3885 (div ?x3885 1))))))))
(check-sat)
(pop)
