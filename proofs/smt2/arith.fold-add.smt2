; arith/fold-add: refinement both ways; every check-sat must answer unsat
(set-logic QF_LIA)
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
 (not (=> true (and (= (+ c1 c2) (+ c1 c2))))))
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
 (not (=> true (and (= (+ c1 c2) (+ c1 c2))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x75 (<= k_c1 9223372036854775807)))
 (let (($x1353 (>= k_c1 (- 9223372036854775808))))
 (and $x1353 $x75))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x4317 (<= k_c2 9223372036854775807)))
 (let (($x27 (>= k_c2 (- 9223372036854775808))))
 (and $x27 $x4317))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let ((?x10 (+ k_c1 k_c2)))
 (let (($x2429 (<= ?x10 9223372036854775807)))
 (let (($x52 (>= ?x10 (- 9223372036854775808))))
 (let (($x25 (and $x52 $x2429)))
 (let (($x776 (and true true (and true $x25))))
 (and $x776 true (>= 2147483647 ?x10))))))))
(assert
 (let ((?x10 (+ k_c1 k_c2)))
 (let (($x2429 (<= ?x10 9223372036854775807)))
 (let (($x52 (>= ?x10 (- 9223372036854775808))))
 (let (($x25 (and $x52 $x2429)))
 (let (($x776 (and true true (and true $x25))))
 (and $x776 true (<= (- 2147483648) ?x10))))))))
(assert
 (let ((?x10 (+ k_c1 k_c2)))
(let (($x2429 (<= ?x10 9223372036854775807)))
(let (($x52 (>= ?x10 (- 9223372036854775808))))
(let (($x25 (and $x52 $x2429)))
(let (($x776 (and true true (and true $x25))))
(not (and (and $x776 (= ?x10 ?x10))))))))))
(check-sat)
(pop 1)
(exit)
