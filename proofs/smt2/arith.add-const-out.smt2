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
 (let ((?x23 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x591 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x607 (and (distinct ok_y 0) true)))
(let (($x34 (and (distinct ok_x 0) true)))
(let (($x4031 (=> (and $x34 $x607) (and $x34 $x607 (= (+ (+ ?x591 c) ?x23) (+ (+ ?x591 ?x23) c))))))
(not $x4031)))))))
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
 (let ((?x23 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x591 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x607 (and (distinct ok_y 0) true)))
(let (($x34 (and (distinct ok_x 0) true)))
(let (($x68 (=> (and $x34 $x607) (and $x34 $x607 (= (+ (+ ?x591 ?x23) c) (+ (+ ?x591 c) ?x23))))))
(not $x68)))))))
(check-sat)
(pop 1)
(exit)
