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
 (let ((?x2191 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x3365 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x444 (and (distinct ok_y 0) true)))
(let (($x14046 (and (distinct ok_x 0) true)))
(let (($x10430 (=> (and $x14046 $x444) (and $x14046 $x444 (= (not (= ?x3365 ?x2191)) (and (distinct ?x3365 ?x2191) true))))))
(not $x10430)))))))
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
 (let ((?x2191 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x3365 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x444 (and (distinct ok_y 0) true)))
(let (($x14046 (and (distinct ok_x 0) true)))
(let (($x3675 (=> (and $x14046 $x444) (and $x14046 $x444 (= (and (distinct ?x3365 ?x2191) true) (not (= ?x3365 ?x2191)))))))
(not $x3675)))))))
(check-sat)
(pop 1)
(exit)
