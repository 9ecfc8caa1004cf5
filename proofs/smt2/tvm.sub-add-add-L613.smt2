; tvm/sub-add-add-L613: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_z () Int)
(declare-fun z () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (let ((?x97790 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x8325 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x101612 (and (distinct ok_z 0) true)))
(let (($x215620 (and (distinct ok_y 0) true)))
(let (($x169645 (=> (and $x215620 $x101612) (and $x215620 $x101612 (= (- (+ x ?x8325) (+ x ?x97790)) (- ?x8325 ?x97790))))))
(not $x169645)))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_z () Int)
(declare-fun z () Int)
(declare-fun x () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(assert
 (let ((?x97790 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x8325 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x101612 (and (distinct ok_z 0) true)))
(let (($x215620 (and (distinct ok_y 0) true)))
(let (($x202925 (=> (and $x215620 $x101612) (and $x215620 $x101612 (= (- ?x8325 ?x97790) (- (+ x ?x8325) (+ x ?x97790)))))))
(not $x202925)))))))
(check-sat)
(pop 1)
(exit)
