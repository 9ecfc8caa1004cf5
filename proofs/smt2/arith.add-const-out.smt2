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
 (let ((?x1952 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x3995 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x34 (and (distinct 0 ok_y) true)))
(let (($x25 (and (distinct 0 ok_x) true)))
(let (($x29 (=> (and $x25 $x34) (and $x25 $x34 (= (+ (+ ?x3995 c) ?x1952) (+ (+ ?x3995 ?x1952) c))))))
(not $x29)))))))
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
 (let ((?x1952 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x3995 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x34 (and (distinct 0 ok_y) true)))
(let (($x25 (and (distinct 0 ok_x) true)))
(let (($x305 (=> (and $x25 $x34) (and $x25 $x34 (= (+ (+ ?x3995 ?x1952) c) (+ (+ ?x3995 c) ?x1952))))))
(not $x305)))))))
(check-sat)
(pop)
