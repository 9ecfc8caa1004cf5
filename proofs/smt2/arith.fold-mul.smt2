; arith/fold-mul: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c1 () Int)
(declare-fun c2 () Int)
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (not (=> true (and (= (* c1 c2) (* c1 c2))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c1 () Int)
(declare-fun c2 () Int)
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (not (=> true (and (= (* c1 c2) (* c1 c2))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x2429 (<= k_c1 9223372036854775807)))
 (let (($x10 (>= k_c1 (- 9223372036854775808))))
 (and $x10 $x2429))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x2409 (<= k_c2 9223372036854775807)))
 (let (($x21 (>= k_c2 (- 9223372036854775808))))
 (and $x21 $x2409))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let ((?x1348 (* k_c1 k_c2)))
 (let (($x20 (<= ?x1348 9223372036854775807)))
 (let (($x1982 (>= ?x1348 (- 9223372036854775808))))
 (let (($x776 (and $x1982 $x20)))
 (let (($x4062 (and true true (and true $x776))))
 (and $x4062 true (>= 2147483647 ?x1348))))))))
(assert
 (let ((?x1348 (* k_c1 k_c2)))
 (let (($x20 (<= ?x1348 9223372036854775807)))
 (let (($x1982 (>= ?x1348 (- 9223372036854775808))))
 (let (($x776 (and $x1982 $x20)))
 (let (($x4062 (and true true (and true $x776))))
 (and $x4062 true (<= (- 2147483648) ?x1348))))))))
(assert
 (let ((?x1348 (* k_c1 k_c2)))
(let (($x20 (<= ?x1348 9223372036854775807)))
(let (($x1982 (>= ?x1348 (- 9223372036854775808))))
(let (($x776 (and $x1982 $x20)))
(let (($x4062 (and true true (and true $x776))))
(not (and (and $x4062 (= ?x1348 ?x1348))))))))))
(check-sat)
(pop 1)
(exit)
