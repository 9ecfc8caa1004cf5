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
 (let ((?x329 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x2091 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x15595 (= (< (+ ?x2091 c1) (+ ?x329 c2)) (< ?x2091 (+ ?x329 (- c2 c1))))))
(let (($x10098 (and (distinct ok_y 0) true)))
(let (($x3118 (and (distinct ok_x 0) true)))
(not (=> (and $x3118 $x10098) (and $x3118 $x10098 $x15595)))))))))
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
 (let ((?x329 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x2091 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1795 (= (< ?x2091 (+ ?x329 (- c2 c1))) (< (+ ?x2091 c1) (+ ?x329 c2)))))
(let (($x10098 (and (distinct ok_y 0) true)))
(let (($x3118 (and (distinct ok_x 0) true)))
(not (=> (and $x3118 $x10098) (and $x3118 $x10098 $x1795)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x5513 (<= k_c2 9223372036854775807)))
 (let (($x5575 (>= k_c2 (- 9223372036854775808))))
 (and $x5575 $x5513))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x15595 (<= k_c1 9223372036854775807)))
 (let (($x11677 (>= k_c1 (- 9223372036854775808))))
 (and $x11677 $x15595))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x16571 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
 (let (($x1215 (and true true $x16571)))
 (and $x1215 true (>= 2147483647 (- k_c2 k_c1))))))
(assert
 (let (($x16571 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
 (let (($x1215 (and true true $x16571)))
 (and $x1215 true (<= (- 2147483648) (- k_c2 k_c1))))))
(assert
 (let (($x16571 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x1215 (and true true $x16571)))
(not (and (and $x1215 (= (- k_c2 k_c1) (- k_c2 k_c1))))))))
(check-sat)
(pop 1)
(exit)
