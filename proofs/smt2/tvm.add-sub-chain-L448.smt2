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
 (let ((?x203981 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x209432 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let (($x201736 (and (distinct ok_y 0) true)))
(let (($x202154 (and (distinct ok_z 0) true)))
(let (($x210115 (=> (and $x201736 $x202154) (and $x202154 $x201736 (= (+ (- x ?x203981) (- ?x209432 x)) (- ?x209432 ?x203981))))))
(not $x210115)))))))
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
 (let ((?x209432 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x203981 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x202154 (and (distinct ok_z 0) true)))
(let (($x201736 (and (distinct ok_y 0) true)))
(let (($x205274 (=> (and $x202154 $x201736) (and $x201736 $x202154 (= (- ?x209432 ?x203981) (+ (- x ?x203981) (- ?x209432 x)))))))
(not $x205274)))))))
(check-sat)
(pop 1)
(exit)
