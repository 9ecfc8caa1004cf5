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
 (let ((?x4046 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x605 (and (distinct 0 ok_x) true)))
(not (=> (and $x605) (and $x605 (= (ite (< y ?x4046) y ?x4046) ?x4046)))))))
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
 (let ((?x4046 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x605 (and (distinct 0 ok_x) true)))
(not (=> (and $x605) (and $x605 (= ?x4046 (ite (< y ?x4046) y ?x4046))))))))
(check-sat)
(pop)
