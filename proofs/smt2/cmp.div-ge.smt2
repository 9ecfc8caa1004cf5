; cmp/div-ge: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun c2 () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (< 0 c))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x8490 (* c c2)))
(let ((?x11287 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3653 (>= (ite (>= c 0) (div ?x11287 c) (div (- ?x11287) (- c))) c2)))
(let (($x7459 (and (distinct ok_x 0) true)))
(let (($x7155 (not (and (= c (- 1)) (= ?x11287 (- 2147483648))))))
(let (($x9913 (and (distinct c 0) true)))
(not (=> (and $x7459 $x9913 $x7155) (and $x7459 (= $x3653 (>= ?x11287 ?x8490))))))))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun c2 () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (< 0 c))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x11287 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x10996 (>= c 0)))
(let (($x10428 (= (>= ?x11287 (* c c2)) (>= (ite $x10996 (div ?x11287 c) (div (- ?x11287) (- c))) c2))))
(let (($x7155 (not (and (= c (- 1)) (= ?x11287 (- 2147483648))))))
(let (($x9913 (and (distinct c 0) true)))
(let (($x7459 (and (distinct ok_x 0) true)))
(not (=> (and $x7459) (and $x7459 $x9913 $x7155 $x10428))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x5607 (<= k_c 9223372036854775807)))
 (let (($x3057 (>= k_c (- 9223372036854775808))))
 (and $x3057 $x5607))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x3118 (<= k_c2 9223372036854775807)))
 (let (($x13619 (>= k_c2 (- 9223372036854775808))))
 (and $x13619 $x3118))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x10221 (and true (and (>= (* k_c k_c2) (- 9223372036854775808)) (<= (* k_c k_c2) 9223372036854775807)))))
 (let (($x4533 (and true true $x10221)))
 (and $x4533 true (>= 2147483647 (* k_c k_c2))))))
(assert
 (let (($x10221 (and true (and (>= (* k_c k_c2) (- 9223372036854775808)) (<= (* k_c k_c2) 9223372036854775807)))))
 (let (($x4533 (and true true $x10221)))
 (and $x4533 true (<= (- 2147483648) (* k_c k_c2))))))
(assert
 (let (($x19411 (< 0 k_c)))
 (and true true $x19411)))
(assert
 (let (($x19411 (< 0 k_c)))
(let (($x10221 (and true (and (>= (* k_c k_c2) (- 9223372036854775808)) (<= (* k_c k_c2) 9223372036854775807)))))
(let (($x4533 (and true true $x10221)))
(not (and (and $x4533 (= (* k_c k_c2) (* k_c k_c2))) $x19411))))))
(check-sat)
(pop 1)
(exit)
