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
 (let ((?x218809 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x206395 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x203755 (and (distinct ok_z 0) true)))
(let (($x165208 (and (distinct ok_x 0) true)))
(let (($x59858 (=> (and $x165208 $x203755) (and $x165208 $x203755 (= (+ (- ?x206395 y) (- y ?x218809)) (- ?x206395 ?x218809))))))
(not $x59858)))))))
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
 (let ((?x218809 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x206395 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x203755 (and (distinct ok_z 0) true)))
(let (($x165208 (and (distinct ok_x 0) true)))
(let (($x212569 (=> (and $x165208 $x203755) (and $x165208 $x203755 (= (- ?x206395 ?x218809) (+ (- ?x206395 y) (- y ?x218809)))))))
(not $x212569)))))))
(check-sat)
(pop 1)
(exit)
