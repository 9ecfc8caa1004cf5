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
 (let ((?x1520 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x2926 (and (distinct 0 ok_x) true)))
(not (=> (and $x2926) (and $x2926 (= (ite (< ?x1520 y) y ?x1520) ?x1520)))))))
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
 (let ((?x1520 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x2926 (and (distinct 0 ok_x) true)))
(not (=> (and $x2926) (and $x2926 (= ?x1520 (ite (< ?x1520 y) y ?x1520))))))))
(check-sat)
(pop)
