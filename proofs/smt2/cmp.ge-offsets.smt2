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
 (let ((?x16754 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x2024 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x13179 (= (>= (+ ?x2024 c1) (+ ?x16754 c2)) (>= ?x2024 (+ ?x16754 (- c2 c1))))))
(let (($x695 (and (distinct ok_y 0) true)))
(let (($x1795 (and (distinct ok_x 0) true)))
(not (=> (and $x1795 $x695) (and $x1795 $x695 $x13179)))))))))
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
 (let ((?x16754 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x2024 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x13586 (= (>= ?x2024 (+ ?x16754 (- c2 c1))) (>= (+ ?x2024 c1) (+ ?x16754 c2)))))
(let (($x695 (and (distinct ok_y 0) true)))
(let (($x1795 (and (distinct ok_x 0) true)))
(not (=> (and $x1795 $x695) (and $x1795 $x695 $x13586)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x10256 (<= k_c2 9223372036854775807)))
 (let (($x542 (>= k_c2 (- 9223372036854775808))))
 (and $x542 $x10256))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x3118 (<= k_c1 9223372036854775807)))
 (let (($x13179 (>= k_c1 (- 9223372036854775808))))
 (and $x13179 $x3118))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x10463 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
 (let (($x10421 (and true true $x10463)))
 (and $x10421 true (>= 2147483647 (- k_c2 k_c1))))))
(assert
 (let (($x10463 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
 (let (($x10421 (and true true $x10463)))
 (and $x10421 true (<= (- 2147483648) (- k_c2 k_c1))))))
(assert
 (let (($x10463 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x10421 (and true true $x10463)))
(not (and (and $x10421 (= (- k_c2 k_c1) (- k_c2 k_c1))))))))
(check-sat)
(pop 1)
(exit)
