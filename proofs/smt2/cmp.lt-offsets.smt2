; cmp/lt-offsets: refinement both ways; every check-sat must answer unsat
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
 (let ((?x6451 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x3396 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x4151 (= (< (+ ?x3396 c1) (+ ?x6451 c2)) (< ?x3396 (+ ?x6451 (- c2 c1))))))
(let (($x14699 (and (distinct ok_y 0) true)))
(let (($x1440 (and (distinct ok_x 0) true)))
(not (=> (and $x1440 $x14699) (and $x1440 $x14699 $x4151)))))))))
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
 (let ((?x6451 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x3396 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x18861 (= (< ?x3396 (+ ?x6451 (- c2 c1))) (< (+ ?x3396 c1) (+ ?x6451 c2)))))
(let (($x14699 (and (distinct ok_y 0) true)))
(let (($x1440 (and (distinct ok_x 0) true)))
(not (=> (and $x1440 $x14699) (and $x1440 $x14699 $x18861)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x17987 (<= k_c2 9223372036854775807)))
 (let (($x14343 (>= k_c2 (- 9223372036854775808))))
 (and $x14343 $x17987))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x4151 (<= k_c1 9223372036854775807)))
 (let (($x3679 (>= k_c1 (- 9223372036854775808))))
 (and $x3679 $x4151))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x12469 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
 (let (($x11869 (and true true $x12469)))
 (and $x11869 true (>= 2147483647 (- k_c2 k_c1))))))
(assert
 (let (($x12469 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
 (let (($x11869 (and true true $x12469)))
 (and $x11869 true (<= (- 2147483648) (- k_c2 k_c1))))))
(assert
 (let (($x12469 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x11869 (and true true $x12469)))
(not (and (and $x11869 (= (- k_c2 k_c1) (- k_c2 k_c1))))))))
(check-sat)
(pop 1)
(exit)
