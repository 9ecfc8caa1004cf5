; arith/sub-add-cancel: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (let ((?x44 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x28 (and (distinct ok_x 0) true)))
(not (=> (and $x28) (and $x28 (= (+ (- ?x44 y) y) ?x44)))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x44 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x28 (and (distinct ok_x 0) true)))
(not (=> (and $x28) (and $x28 (= ?x44 (+ (- ?x44 y) y))))))))
(check-sat)
(pop 1)
(exit)
