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
 (let ((?x579 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x4003 (and (distinct 0 ok_y) true)))
(not (=> (and $x4003) (and $x4003 (= (ite (< ?x579 x) ?x579 x) ?x579)))))))
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
 (let ((?x579 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x4003 (and (distinct 0 ok_y) true)))
(not (=> (and $x4003) (and $x4003 (= ?x579 (ite (< ?x579 x) ?x579 x))))))))
(check-sat)
(pop)
