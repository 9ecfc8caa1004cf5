; cmp/gt-offsets: refinement both ways; every check-sat must answer unsat
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
 (let ((?x2024 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x534 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3663 (= (> (+ ?x534 c1) (+ ?x2024 c2)) (> ?x534 (+ ?x2024 (- c2 c1))))))
(let (($x15935 (and (distinct ok_y 0) true)))
(let (($x370 (and (distinct ok_x 0) true)))
(not (=> (and $x370 $x15935) (and $x370 $x15935 $x3663)))))))))
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
 (let ((?x2024 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x534 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x7330 (= (> ?x534 (+ ?x2024 (- c2 c1))) (> (+ ?x534 c1) (+ ?x2024 c2)))))
(let (($x15935 (and (distinct ok_y 0) true)))
(let (($x370 (and (distinct ok_x 0) true)))
(not (=> (and $x370 $x15935) (and $x370 $x15935 $x7330)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x8490 (<= k_c2 9223372036854775807)))
 (let (($x9421 (>= k_c2 (- 9223372036854775808))))
 (and $x9421 $x8490))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x11067 (<= k_c1 9223372036854775807)))
 (let (($x9919 (>= k_c1 (- 9223372036854775808))))
 (and $x9919 $x11067))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x10421 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
 (let (($x2220 (and true true $x10421)))
 (and $x2220 true (>= 2147483647 (- k_c2 k_c1))))))
(assert
 (let (($x10421 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
 (let (($x2220 (and true true $x10421)))
 (and $x2220 true (<= (- 2147483648) (- k_c2 k_c1))))))
(assert
 (let (($x10421 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x2220 (and true true $x10421)))
(not (and (and $x2220 (= (- k_c2 k_c1) (- k_c2 k_c1))))))))
(check-sat)
(pop 1)
(exit)
