; cmp/not-ne: refinement both ways; every check-sat must answer unsat
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
 (let ((?x3230 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x4224 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x12 (and (distinct ok_y 0) true)))
(let (($x3349 (and (distinct ok_x 0) true)))
(let (($x3164 (=> (and $x3349 $x12) (and $x3349 $x12 (= (not (and (distinct ?x4224 ?x3230) true)) (= ?x4224 ?x3230))))))
(not $x3164)))))))
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
 (let ((?x3230 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x4224 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x12 (and (distinct ok_y 0) true)))
(let (($x3349 (and (distinct ok_x 0) true)))
(let (($x3211 (=> (and $x3349 $x12) (and $x3349 $x12 (= (= ?x4224 ?x3230) (not (and (distinct ?x4224 ?x3230) true)))))))
(not $x3211)))))))
(check-sat)
(pop 1)
(exit)
