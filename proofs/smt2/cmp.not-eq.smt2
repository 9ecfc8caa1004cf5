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
 (let ((?x35 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x3625 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x104 (and (distinct ok_y 0) true)))
(let (($x8849 (and (distinct ok_x 0) true)))
(let (($x3376 (=> (and $x8849 $x104) (and $x8849 $x104 (= (not (= ?x3625 ?x35)) (and (distinct ?x3625 ?x35) true))))))
(not $x3376)))))))
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
 (let ((?x35 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x3625 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x104 (and (distinct ok_y 0) true)))
(let (($x8849 (and (distinct ok_x 0) true)))
(let (($x3080 (=> (and $x8849 $x104) (and $x8849 $x104 (= (and (distinct ?x3625 ?x35) true) (not (= ?x3625 ?x35)))))))
(not $x3080)))))))
(check-sat)
(pop 1)
(exit)
