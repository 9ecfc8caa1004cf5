; divmod/div-one: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x4074 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x2775 (and (distinct ok_x 0) true)))
(not (=> (and $x2775) (and $x2775 (= (div ?x4074 1) ?x4074)))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (let ((?x4074 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x2775 (and (distinct ok_x 0) true)))
(not (=> (and $x2775) (and $x2775 (= ?x4074 (div ?x4074 1))))))))
(check-sat)
(pop 1)
(exit)
