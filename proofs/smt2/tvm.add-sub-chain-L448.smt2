; tvm/add-sub-chain-L448: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun ok_z () Int)
(declare-fun z () Int)
(declare-fun x () Int)
(assert
 (let ((?x201138 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x218809 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let (($x71873 (and (distinct ok_y 0) true)))
(let (($x203755 (and (distinct ok_z 0) true)))
(let (($x213412 (=> (and $x71873 $x203755) (and $x203755 $x71873 (= (+ (- x ?x201138) (- ?x218809 x)) (- ?x218809 ?x201138))))))
(not $x213412)))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun ok_z () Int)
(declare-fun z () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(assert
 (let ((?x218809 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x201138 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x203755 (and (distinct ok_z 0) true)))
(let (($x71873 (and (distinct ok_y 0) true)))
(let (($x70208 (=> (and $x203755 $x71873) (and $x71873 $x203755 (= (- ?x218809 ?x201138) (+ (- x ?x201138) (- ?x218809 x)))))))
(not $x70208)))))))
(check-sat)
(pop 1)
(exit)
