; cmp/le-offset: refinement both ways; every check-sat must answer unsat
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
 (let ((?x18261 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x4101 (and (distinct ok_x 0) true)))
(let (($x9788 (=> (and $x4101) (and $x4101 (= (<= (+ ?x18261 c1) c2) (<= ?x18261 (- c2 c1)))))))
(not $x9788)))))
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
 (let ((?x18261 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x4101 (and (distinct ok_x 0) true)))
(let (($x16679 (=> (and $x4101) (and $x4101 (= (<= ?x18261 (- c2 c1)) (<= (+ ?x18261 c1) c2))))))
(not $x16679)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x4666 (<= k_c2 9223372036854775807)))
 (let (($x3385 (>= k_c2 (- 9223372036854775808))))
 (and $x3385 $x4666))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x3750 (<= k_c1 9223372036854775807)))
 (let (($x16012 (>= k_c1 (- 9223372036854775808))))
 (and $x16012 $x3750))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x17060 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
 (let (($x3854 (and true true $x17060)))
 (and $x3854 true (>= 2147483647 (- k_c2 k_c1))))))
(assert
 (let (($x17060 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
 (let (($x3854 (and true true $x17060)))
 (and $x3854 true (<= (- 2147483648) (- k_c2 k_c1))))))
(assert
 (let (($x17060 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x3854 (and true true $x17060)))
(not (and (and $x3854 (= (- k_c2 k_c1) (- k_c2 k_c1))))))))
(check-sat)
(pop 1)
(exit)
