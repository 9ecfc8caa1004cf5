; cmp/not-eq: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x3740 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x1217 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1484 (and (distinct ok_y 0) true)))
(let (($x2630 (and (distinct ok_x 0) true)))
(let (($x5251 (=> (and $x2630 $x1484) (and $x2630 $x1484 (= (not (= ?x1217 ?x3740)) (and (distinct ?x1217 ?x3740) true))))))
(not $x5251)))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x3740 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x1217 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1484 (and (distinct ok_y 0) true)))
(let (($x2630 (and (distinct ok_x 0) true)))
(let (($x40 (=> (and $x2630 $x1484) (and $x2630 $x1484 (= (and (distinct ?x1217 ?x3740) true) (not (= ?x1217 ?x3740)))))))
(not $x40)))))))
(check-sat)
(pop 1)
(exit)
