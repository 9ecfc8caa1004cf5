; cmp/ge-offset: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c1 () Int)
(declare-fun c2 () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x664 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x16221 (and (distinct ok_x 0) true)))
(let (($x3385 (=> (and $x16221) (and $x16221 (= (>= (+ ?x664 c1) c2) (>= ?x664 (- c2 c1)))))))
(not $x3385)))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c1 () Int)
(declare-fun c2 () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x664 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x16221 (and (distinct ok_x 0) true)))
(let (($x13104 (=> (and $x16221) (and $x16221 (= (>= ?x664 (- c2 c1)) (>= (+ ?x664 c1) c2))))))
(not $x13104)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x3050 (<= k_c2 9223372036854775807)))
 (let (($x3017 (>= k_c2 (- 9223372036854775808))))
 (and $x3017 $x3050))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x12908 (<= k_c1 9223372036854775807)))
 (let (($x12469 (>= k_c1 (- 9223372036854775808))))
 (and $x12469 $x12908))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x1100 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
 (let (($x1663 (and true true $x1100)))
 (and $x1663 true (>= 2147483647 (- k_c2 k_c1))))))
(assert
 (let (($x1100 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
 (let (($x1663 (and true true $x1100)))
 (and $x1663 true (<= (- 2147483648) (- k_c2 k_c1))))))
(assert
 (let (($x1100 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x1663 (and true true $x1100)))
(not (and (and $x1663 (= (- k_c2 k_c1) (- k_c2 k_c1))))))))
(check-sat)
(pop 1)
(exit)
