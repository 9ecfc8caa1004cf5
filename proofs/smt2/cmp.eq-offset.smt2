; cmp/eq-offset: refinement both ways; every check-sat must answer unsat
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
 (let ((?x3360 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x128 (and (distinct ok_x 0) true)))
(let (($x13104 (=> (and $x128) (and $x128 (= (= (+ ?x3360 c1) c2) (= ?x3360 (- c2 c1)))))))
(not $x13104)))))
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
 (let ((?x3360 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x128 (and (distinct ok_x 0) true)))
(let (($x3017 (=> (and $x128) (and $x128 (= (= ?x3360 (- c2 c1)) (= (+ ?x3360 c1) c2))))))
(not $x3017)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x3240 (<= k_c2 9223372036854775807)))
 (let (($x17001 (>= k_c2 (- 9223372036854775808))))
 (and $x17001 $x3240))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x16682 (<= k_c1 9223372036854775807)))
 (let (($x2800 (>= k_c1 (- 9223372036854775808))))
 (and $x2800 $x16682))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x4141 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
 (let (($x2186 (and true true $x4141)))
 (and $x2186 true (>= 2147483647 (- k_c2 k_c1))))))
(assert
 (let (($x4141 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
 (let (($x2186 (and true true $x4141)))
 (and $x2186 true (<= (- 2147483648) (- k_c2 k_c1))))))
(assert
 (let (($x4141 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x2186 (and true true $x4141)))
(not (and (and $x2186 (= (- k_c2 k_c1) (- k_c2 k_c1))))))))
(check-sat)
(pop 1)
(exit)
