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
 (let ((?x9 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x142 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x47 (and (distinct 0 ok_y) true)))
(let (($x612 (and (distinct 0 ok_x) true)))
(let (($x581 (=> (and $x612 $x47) (and $x612 $x47 (= (+ (+ ?x142 c) ?x9) (+ (+ ?x142 ?x9) c))))))
(not $x581)))))))
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
 (let ((?x9 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x142 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x47 (and (distinct 0 ok_y) true)))
(let (($x612 (and (distinct 0 ok_x) true)))
(let (($x1792 (=> (and $x612 $x47) (and $x612 $x47 (= (+ (+ ?x142 ?x9) c) (+ (+ ?x142 c) ?x9))))))
(not $x1792)))))))
(check-sat)
(pop)
