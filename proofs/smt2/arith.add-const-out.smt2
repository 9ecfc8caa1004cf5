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
 (let ((?x12 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x419 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x337 (and (distinct ok_y 0) true)))
(let (($x40 (and (distinct ok_x 0) true)))
(let (($x24 (=> (and $x40 $x337) (and $x40 $x337 (= (+ (+ ?x419 c) ?x12) (+ (+ ?x419 ?x12) c))))))
(not $x24)))))))
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
 (let ((?x12 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x419 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x337 (and (distinct ok_y 0) true)))
(let (($x40 (and (distinct ok_x 0) true)))
(let (($x90 (=> (and $x40 $x337) (and $x40 $x337 (= (+ (+ ?x419 ?x12) c) (+ (+ ?x419 c) ?x12))))))
(not $x90)))))))
(check-sat)
(pop 1)
(exit)
