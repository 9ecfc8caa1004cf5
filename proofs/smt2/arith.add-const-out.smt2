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
 (let ((?x56 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x22 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x24 (and (distinct ok_y 0) true)))
(let (($x38 (and (distinct ok_x 0) true)))
(let (($x2957 (=> (and $x38 $x24) (and $x38 $x24 (= (+ (+ ?x22 c) ?x56) (+ (+ ?x22 ?x56) c))))))
(not $x2957)))))))
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
 (let ((?x56 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x22 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x24 (and (distinct ok_y 0) true)))
(let (($x38 (and (distinct ok_x 0) true)))
(let (($x1243 (=> (and $x38 $x24) (and $x38 $x24 (= (+ (+ ?x22 ?x56) c) (+ (+ ?x22 c) ?x56))))))
(not $x1243)))))))
(check-sat)
(pop 1)
(exit)
