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
 (let ((?x4069 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x15 (and (distinct ok_x 0) true)))
(not (=> (and $x15) (and $x15 (= (+ (- ?x4069 y) y) ?x4069)))))))
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
 (let ((?x4069 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x15 (and (distinct ok_x 0) true)))
(not (=> (and $x15) (and $x15 (= ?x4069 (+ (- ?x4069 y) y))))))))
(check-sat)
(pop 1)
(exit)
