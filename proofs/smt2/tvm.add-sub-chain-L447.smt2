; tvm/add-sub-chain-L447: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_z () Int)
(declare-fun z () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let ((?x209432 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x218507 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x202154 (and (distinct ok_z 0) true)))
(let (($x16200 (and (distinct ok_x 0) true)))
(let (($x183177 (=> (and $x16200 $x202154) (and $x16200 $x202154 (= (+ (- ?x218507 y) (- y ?x209432)) (- ?x218507 ?x209432))))))
(not $x183177)))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_z () Int)
(declare-fun z () Int)
(declare-fun y () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x209432 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x218507 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x202154 (and (distinct ok_z 0) true)))
(let (($x16200 (and (distinct ok_x 0) true)))
(let (($x206100 (=> (and $x16200 $x202154) (and $x16200 $x202154 (= (- ?x218507 ?x209432) (+ (- ?x218507 y) (- y ?x209432)))))))
(not $x206100)))))))
(check-sat)
(pop 1)
(exit)
