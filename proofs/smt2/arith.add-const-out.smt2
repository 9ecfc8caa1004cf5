; arith/add-const-out: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x25 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x53 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1461 (and (distinct 0 ok_y) true)))
(let (($x12 (and (distinct 0 ok_x) true)))
(let (($x1563 (=> (and $x12 $x1461) (and $x12 $x1461 (= (+ (+ ?x53 c) ?x25) (+ (+ ?x53 ?x25) c))))))
(not $x1563)))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x25 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x53 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1461 (and (distinct 0 ok_y) true)))
(let (($x12 (and (distinct 0 ok_x) true)))
(let (($x4298 (=> (and $x12 $x1461) (and $x12 $x1461 (= (+ (+ ?x53 ?x25) c) (+ (+ ?x53 c) ?x25))))))
(not $x4298)))))))
(check-sat)
(pop)
