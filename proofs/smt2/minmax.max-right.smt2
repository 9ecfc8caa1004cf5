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
 (let ((?x2924 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x407 (and (distinct 0 ok_y) true)))
(not (=> (and $x407) (and $x407 (= (ite (< x ?x2924) ?x2924 x) ?x2924)))))))
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
 (let ((?x2924 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x407 (and (distinct 0 ok_y) true)))
(not (=> (and $x407) (and $x407 (= ?x2924 (ite (< x ?x2924) ?x2924 x))))))))
(check-sat)
(pop)
