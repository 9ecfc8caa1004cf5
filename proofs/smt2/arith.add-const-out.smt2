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
 (let ((?x15 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x11 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x5725 (and (distinct 0 ok_y) true)))
(let (($x1520 (and (distinct 0 ok_x) true)))
(let (($x27 (=> (and $x1520 $x5725) (and $x1520 $x5725 (= (+ (+ ?x11 c) ?x15) (+ (+ ?x11 ?x15) c))))))
(not $x27)))))))
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
 (let ((?x15 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x11 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x5725 (and (distinct 0 ok_y) true)))
(let (($x1520 (and (distinct 0 ok_x) true)))
(let (($x1920 (=> (and $x1520 $x5725) (and $x1520 $x5725 (= (+ (+ ?x11 ?x15) c) (+ (+ ?x11 c) ?x15))))))
(not $x1920)))))))
(check-sat)
(pop)
