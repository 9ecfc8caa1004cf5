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
 (let ((?x1305 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x4044 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1034 (and (distinct ok_y 0) true)))
(let (($x3482 (and (distinct ok_x 0) true)))
(let (($x4209 (=> (and $x3482 $x1034) (and $x3482 $x1034 (= (not (= ?x4044 ?x1305)) (and (distinct ?x4044 ?x1305) true))))))
(not $x4209)))))))
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
 (let ((?x1305 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x4044 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1034 (and (distinct ok_y 0) true)))
(let (($x3482 (and (distinct ok_x 0) true)))
(let (($x3109 (=> (and $x3482 $x1034) (and $x3482 $x1034 (= (and (distinct ?x4044 ?x1305) true) (not (= ?x4044 ?x1305)))))))
(not $x3109)))))))
(check-sat)
(pop 1)
(exit)
