; minmax/min-right: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(declare-fun ok_y () Int)
(assert
 (<= y x))
(assert
 (let ((?x12 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x418 (and (distinct 0 ok_y) true)))
(not (=> (and $x418) (and $x418 (= (ite (< ?x12 x) ?x12 x) ?x12)))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(declare-fun ok_y () Int)
(assert
 (<= y x))
(assert
 (let ((?x12 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x418 (and (distinct 0 ok_y) true)))
(not (=> (and $x418) (and $x418 (= ?x12 (ite (< ?x12 x) ?x12 x))))))))
(check-sat)
(pop)
