; minmax/max-right: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(declare-fun ok_y () Int)
(assert
 (>= y x))
(assert
 (let ((?x1649 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x3947 (and (distinct 0 ok_y) true)))
(not (=> (and $x3947) (and $x3947 (= (ite (< x ?x1649) ?x1649 x) ?x1649)))))))
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
 (>= y x))
(assert
 (let ((?x1649 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x3947 (and (distinct 0 ok_y) true)))
(not (=> (and $x3947) (and $x3947 (= ?x1649 (ite (< x ?x1649) ?x1649 x))))))))
(check-sat)
(pop)
