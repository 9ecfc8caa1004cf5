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
 (let ((?x216406 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x212307 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x83496 (and (distinct ok_z 0) true)))
(let (($x107787 (and (distinct ok_y 0) true)))
(let (($x214883 (=> (and $x107787 $x83496) (and $x107787 $x83496 (= (- (+ x ?x212307) (+ x ?x216406)) (- ?x212307 ?x216406))))))
(not $x214883)))))))
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
 (let ((?x216406 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x212307 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x83496 (and (distinct ok_z 0) true)))
(let (($x107787 (and (distinct ok_y 0) true)))
(let (($x203669 (=> (and $x107787 $x83496) (and $x107787 $x83496 (= (- ?x212307 ?x216406) (- (+ x ?x212307) (+ x ?x216406)))))))
(not $x203669)))))))
(check-sat)
(pop 1)
(exit)
