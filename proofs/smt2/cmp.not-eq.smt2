; cmp/not-eq: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x15202 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x4063 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x4314 (and (distinct 0 ok_y) true)))
(let (($x1430 (and (distinct 0 ok_x) true)))
(let (($x15209 (=> (and $x1430 $x4314) (and $x1430 $x4314 (= (not (= ?x4063 ?x15202)) (and (distinct ?x4063 ?x15202) true))))))
(not $x15209)))))))
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
 (let ((?x15202 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x4063 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x4314 (and (distinct 0 ok_y) true)))
(let (($x1430 (and (distinct 0 ok_x) true)))
(let (($x8196 (=> (and $x1430 $x4314) (and $x1430 $x4314 (= (and (distinct ?x4063 ?x15202) true) (not (= ?x4063 ?x15202)))))))
(not $x8196)))))))
(check-sat)
(pop)
