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
 (let ((?x8325 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x215620 (and (distinct ok_y 0) true)))
(not (=> (and $x215620) (and $x215620 (= (- x (+ x ?x8325)) (- 0 ?x8325))))))))
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
 (let ((?x8325 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x215620 (and (distinct ok_y 0) true)))
(not (=> (and $x215620) (and $x215620 (= (- 0 ?x8325) (- x (+ x ?x8325)))))))))
(check-sat)
(pop 1)
(exit)
