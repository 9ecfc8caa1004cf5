; arith/add-const-out: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
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
 (let ((?x35 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x44 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1348 (and (distinct ok_y 0) true)))
(let (($x28 (and (distinct ok_x 0) true)))
(let (($x14 (=> (and $x28 $x1348) (and $x28 $x1348 (= (+ (+ ?x44 c) ?x35) (+ (+ ?x44 ?x35) c))))))
(not $x14)))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
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
 (let ((?x35 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x44 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1348 (and (distinct ok_y 0) true)))
(let (($x28 (and (distinct ok_x 0) true)))
(let (($x46 (=> (and $x28 $x1348) (and $x28 $x1348 (= (+ (+ ?x44 ?x35) c) (+ (+ ?x44 c) ?x35))))))
(not $x46)))))))
(check-sat)
(pop 1)
(exit)
