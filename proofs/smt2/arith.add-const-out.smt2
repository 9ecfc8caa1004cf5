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
 (let ((?x29 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x3538 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x17 (and (distinct ok_y 0) true)))
(let (($x792 (and (distinct ok_x 0) true)))
(let (($x33 (=> (and $x792 $x17) (and $x792 $x17 (= (+ (+ ?x3538 c) ?x29) (+ (+ ?x3538 ?x29) c))))))
(not $x33)))))))
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
 (let ((?x29 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x3538 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x17 (and (distinct ok_y 0) true)))
(let (($x792 (and (distinct ok_x 0) true)))
(let (($x13 (=> (and $x792 $x17) (and $x792 $x17 (= (+ (+ ?x3538 ?x29) c) (+ (+ ?x3538 c) ?x29))))))
(not $x13)))))))
(check-sat)
(pop 1)
(exit)
