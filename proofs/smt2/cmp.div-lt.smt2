; cmp/div-lt: refinement both ways; every check-sat must answer unsat
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
 (let ((?x7155 (* c c2)))
(let ((?x8490 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x4511 (= (< (ite (>= c 0) (div ?x8490 c) (div (- ?x8490) (- c))) c2) (< ?x8490 ?x7155))))
(let (($x14193 (and (distinct ok_x 0) true)))
(let (($x17626 (not (and (= c (- 1)) (= ?x8490 (- 2147483648))))))
(let (($x9639 (and (distinct c 0) true)))
(not (=> (and $x14193 $x9639 $x17626) (and $x14193 $x4511))))))))))
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
 (let ((?x8490 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x5391 (>= c 0)))
(let (($x824 (= (< ?x8490 (* c c2)) (< (ite $x5391 (div ?x8490 c) (div (- ?x8490) (- c))) c2))))
(let (($x17626 (not (and (= c (- 1)) (= ?x8490 (- 2147483648))))))
(let (($x9639 (and (distinct c 0) true)))
(let (($x14193 (and (distinct ok_x 0) true)))
(not (=> (and $x14193) (and $x14193 $x9639 $x17626 $x824))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x16571 (<= k_c 9223372036854775807)))
 (let (($x5562 (>= k_c (- 9223372036854775808))))
 (and $x5562 $x16571))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x19411 (<= k_c2 9223372036854775807)))
 (let (($x14261 (>= k_c2 (- 9223372036854775808))))
 (and $x14261 $x19411))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x10664 (and true (and (>= (* k_c k_c2) (- 9223372036854775808)) (<= (* k_c k_c2) 9223372036854775807)))))
 (let (($x2625 (and true true $x10664)))
 (and $x2625 true (>= 2147483647 (* k_c k_c2))))))
(assert
 (let (($x10664 (and true (and (>= (* k_c k_c2) (- 9223372036854775808)) (<= (* k_c k_c2) 9223372036854775807)))))
 (let (($x2625 (and true true $x10664)))
 (and $x2625 true (<= (- 2147483648) (* k_c k_c2))))))
(assert
 (let (($x3740 (< 0 k_c)))
 (and true true $x3740)))
(assert
 (let (($x3740 (< 0 k_c)))
(let (($x10664 (and true (and (>= (* k_c k_c2) (- 9223372036854775808)) (<= (* k_c k_c2) 9223372036854775807)))))
(let (($x2625 (and true true $x10664)))
(not (and (and $x2625 (= (* k_c k_c2) (* k_c k_c2))) $x3740))))))
(check-sat)
(pop 1)
(exit)
