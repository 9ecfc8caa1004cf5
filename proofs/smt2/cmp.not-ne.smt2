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
 (let ((?x1305 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x4044 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1034 (and (distinct ok_y 0) true)))
(let (($x3482 (and (distinct ok_x 0) true)))
(let (($x19 (=> (and $x3482 $x1034) (and $x3482 $x1034 (= (not (and (distinct ?x4044 ?x1305) true)) (= ?x4044 ?x1305))))))
(not $x19)))))))
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
(let (($x2136 (=> (and $x3482 $x1034) (and $x3482 $x1034 (= (= ?x4044 ?x1305) (not (and (distinct ?x4044 ?x1305) true)))))))
(not $x2136)))))))
(check-sat)
(pop 1)
(exit)
