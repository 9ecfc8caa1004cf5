; tvm/lt-sub-common-L1992: refinement both ways; every check-sat must answer unsat
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
 (let ((?x164563 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x107805 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x210224 (and (distinct ok_z 0) true)))
(let (($x207793 (and (distinct ok_y 0) true)))
(let (($x207748 (=> (and $x207793 $x210224) (and $x207793 $x210224 (= (< (- ?x107805 x) (- ?x164563 x)) (< ?x107805 ?x164563))))))
(not $x207748)))))))
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
 (let ((?x164563 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x107805 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x210224 (and (distinct ok_z 0) true)))
(let (($x207793 (and (distinct ok_y 0) true)))
(let (($x205787 (=> (and $x207793 $x210224) (and $x207793 $x210224 (= (< ?x107805 ?x164563) (< (- ?x107805 x) (- ?x164563 x)))))))
(not $x205787)))))))
(check-sat)
(pop 1)
(exit)
