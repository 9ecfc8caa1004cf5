; minmax/min-left: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(declare-fun ok_x () Int)
(assert
 (<= x y))
(assert
 (let ((?x52 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1704 (and (distinct 0 ok_x) true)))
(not (=> (and $x1704) (and $x1704 (= (ite (< y ?x52) y ?x52) ?x52)))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(declare-fun ok_x () Int)
(assert
 (<= x y))
(assert
 (let ((?x52 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1704 (and (distinct 0 ok_x) true)))
(not (=> (and $x1704) (and $x1704 (= ?x52 (ite (< y ?x52) y ?x52))))))))
(check-sat)
(pop)
