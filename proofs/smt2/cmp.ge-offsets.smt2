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
 (let ((?x13104 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x6451 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x16679 (= (>= (+ ?x6451 c1) (+ ?x13104 c2)) (>= ?x6451 (+ ?x13104 (- c2 c1))))))
(let (($x3735 (and (distinct ok_y 0) true)))
(let (($x1144 (and (distinct ok_x 0) true)))
(not (=> (and $x1144 $x3735) (and $x1144 $x3735 $x16679)))))))))
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
 (let ((?x13104 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x6451 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3017 (= (>= ?x6451 (+ ?x13104 (- c2 c1))) (>= (+ ?x6451 c1) (+ ?x13104 c2)))))
(let (($x3735 (and (distinct ok_y 0) true)))
(let (($x1144 (and (distinct ok_x 0) true)))
(not (=> (and $x1144 $x3735) (and $x1144 $x3735 $x3017)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x16682 (<= k_c2 9223372036854775807)))
 (let (($x14299 (>= k_c2 (- 9223372036854775808))))
 (and $x14299 $x16682))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x7509 (<= k_c1 9223372036854775807)))
 (let (($x3050 (>= k_c1 (- 9223372036854775808))))
 (and $x3050 $x7509))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x3286 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
 (let (($x9788 (and true true $x3286)))
 (and $x9788 true (>= 2147483647 (- k_c2 k_c1))))))
(assert
 (let (($x3286 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
 (let (($x9788 (and true true $x3286)))
 (and $x9788 true (<= (- 2147483648) (- k_c2 k_c1))))))
(assert
 (let (($x3286 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x9788 (and true true $x3286)))
(not (and (and $x9788 (= (- k_c2 k_c1) (- k_c2 k_c1))))))))
(check-sat)
(pop 1)
(exit)
