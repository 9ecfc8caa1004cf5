; cmp/not-ne: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x4582 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x1461 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x2997 (and (distinct 0 ok_y) true)))
(let (($x15093 (and (distinct 0 ok_x) true)))
(let (($x15764 (=> (and $x15093 $x2997) (and $x15093 $x2997 (= (not (and (distinct ?x1461 ?x4582) true)) (= ?x1461 ?x4582))))))
(not $x15764)))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x4582 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x1461 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x2997 (and (distinct 0 ok_y) true)))
(let (($x15093 (and (distinct 0 ok_x) true)))
(let (($x660 (=> (and $x15093 $x2997) (and $x15093 $x2997 (= (= ?x1461 ?x4582) (not (and (distinct ?x1461 ?x4582) true)))))))
(not $x660)))))))
(check-sat)
(pop)
