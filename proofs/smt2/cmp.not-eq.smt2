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
 (let ((?x3078 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x3743 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x11556 (and (distinct ok_y 0) true)))
(let (($x4303 (and (distinct ok_x 0) true)))
(let (($x3878 (=> (and $x4303 $x11556) (and $x4303 $x11556 (= (not (= ?x3743 ?x3078)) (and (distinct ?x3743 ?x3078) true))))))
(not $x3878)))))))
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
 (let ((?x3078 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x3743 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x11556 (and (distinct ok_y 0) true)))
(let (($x4303 (and (distinct ok_x 0) true)))
(let (($x4063 (=> (and $x4303 $x11556) (and $x4303 $x11556 (= (and (distinct ?x3743 ?x3078) true) (not (= ?x3743 ?x3078)))))))
(not $x4063)))))))
(check-sat)
(pop 1)
(exit)
