; cmp/ge-offsets: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c1 () Int)
(declare-fun c2 () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x7364 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x1564 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x2902 (= (>= (+ ?x1564 c1) (+ ?x7364 c2)) (>= ?x1564 (+ ?x7364 (- c2 c1))))))
(let (($x4062 (and (distinct ok_y 0) true)))
(let (($x18516 (and (distinct ok_x 0) true)))
(not (=> (and $x18516 $x4062) (and $x18516 $x4062 $x2902)))))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c1 () Int)
(declare-fun c2 () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x7364 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x1564 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x18517 (= (>= ?x1564 (+ ?x7364 (- c2 c1))) (>= (+ ?x1564 c1) (+ ?x7364 c2)))))
(let (($x4062 (and (distinct ok_y 0) true)))
(let (($x18516 (and (distinct ok_x 0) true)))
(not (=> (and $x18516 $x4062) (and $x18516 $x4062 $x18517)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x11243 (<= k_c2 9223372036854775807)))
 (let (($x16527 (>= k_c2 (- 9223372036854775808))))
 (and $x16527 $x11243))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x16497 (<= k_c1 9223372036854775807)))
 (let (($x8295 (>= k_c1 (- 9223372036854775808))))
 (and $x8295 $x16497))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x3173 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x8271 (and (and true true $x3173) (= (- k_c2 k_c1) (- k_c2 k_c1)))))
(not (and $x8271)))))
(check-sat)
(pop 1)
(exit)
