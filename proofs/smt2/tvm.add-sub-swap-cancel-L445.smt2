; tvm/add-sub-swap-cancel-L445: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (let ((?x185191 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x107787 (and (distinct ok_y 0) true)))
(not (=> (and $x107787) (and $x107787 (= (+ x (- ?x185191 x)) ?x185191)))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(assert
 (let ((?x185191 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x107787 (and (distinct ok_y 0) true)))
(not (=> (and $x107787) (and $x107787 (= ?x185191 (+ x (- ?x185191 x)))))))))
(check-sat)
(pop 1)
(exit)
