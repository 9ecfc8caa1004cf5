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
 (let ((?x1811 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x10979 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x2012 (and (distinct 0 ok_y) true)))
(let (($x1116 (and (distinct 0 ok_x) true)))
(let (($x50 (=> (and $x1116 $x2012) (and $x1116 $x2012 (= (not (= ?x10979 ?x1811)) (and (distinct ?x10979 ?x1811) true))))))
(not $x50)))))))
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
 (let ((?x1811 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x10979 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x2012 (and (distinct 0 ok_y) true)))
(let (($x1116 (and (distinct 0 ok_x) true)))
(let (($x984 (=> (and $x1116 $x2012) (and $x1116 $x2012 (= (and (distinct ?x10979 ?x1811) true) (not (= ?x10979 ?x1811)))))))
(not $x984)))))))
(check-sat)
(pop)
