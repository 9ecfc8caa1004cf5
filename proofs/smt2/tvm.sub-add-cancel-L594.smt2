; tvm/sub-add-cancel-L594: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (let ((?x212307 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x107787 (and (distinct ok_y 0) true)))
(not (=> (and $x107787) (and $x107787 (= (- x (+ x ?x212307)) (- 0 ?x212307))))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (let ((?x212307 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x107787 (and (distinct ok_y 0) true)))
(not (=> (and $x107787) (and $x107787 (= (- 0 ?x212307) (- x (+ x ?x212307)))))))))
(check-sat)
(pop 1)
(exit)
