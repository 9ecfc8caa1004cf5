; minmax/max-left: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(declare-fun ok_x () Int)
(assert
 (>= x y))
(assert
 (let ((?x58 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3445 (and (distinct 0 ok_x) true)))
(not (=> (and $x3445) (and $x3445 (= (ite (< ?x58 y) y ?x58) ?x58)))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(declare-fun ok_x () Int)
(assert
 (>= x y))
(assert
 (let ((?x58 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3445 (and (distinct 0 ok_x) true)))
(not (=> (and $x3445) (and $x3445 (= ?x58 (ite (< ?x58 y) y ?x58))))))))
(check-sat)
(pop)
