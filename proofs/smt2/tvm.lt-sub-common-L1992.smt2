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
 (let ((?x211228 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x115356 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x217600 (and (distinct ok_z 0) true)))
(let (($x203755 (and (distinct ok_y 0) true)))
(let (($x215620 (=> (and $x203755 $x217600) (and $x203755 $x217600 (= (< (- ?x115356 x) (- ?x211228 x)) (< ?x115356 ?x211228))))))
(not $x215620)))))))
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
 (let ((?x211228 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x115356 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x217600 (and (distinct ok_z 0) true)))
(let (($x203755 (and (distinct ok_y 0) true)))
(let (($x206129 (=> (and $x203755 $x217600) (and $x203755 $x217600 (= (< ?x115356 ?x211228) (< (- ?x115356 x) (- ?x211228 x)))))))
(not $x206129)))))))
(check-sat)
(pop 1)
(exit)
