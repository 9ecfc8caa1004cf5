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
 (let (($x725 (<= k_c1 9223372036854775807)))
 (let (($x68 (>= k_c1 (- 9223372036854775808))))
 (and $x68 $x725))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x41 (<= k_c2 9223372036854775807)))
 (let (($x4038 (>= k_c2 (- 9223372036854775808))))
 (and $x4038 $x41))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let ((?x62 (+ k_c1 k_c2)))
 (let (($x49 (<= ?x62 9223372036854775807)))
 (let (($x4039 (>= ?x62 (- 9223372036854775808))))
 (let (($x1342 (and $x4039 $x49)))
 (let (($x25 (and true true (and true $x1342))))
 (and $x25 true (>= 2147483647 ?x62))))))))
(assert
 (let ((?x62 (+ k_c1 k_c2)))
 (let (($x49 (<= ?x62 9223372036854775807)))
 (let (($x4039 (>= ?x62 (- 9223372036854775808))))
 (let (($x1342 (and $x4039 $x49)))
 (let (($x25 (and true true (and true $x1342))))
 (and $x25 true (<= (- 2147483648) ?x62))))))))
(assert
 (let ((?x62 (+ k_c1 k_c2)))
(let (($x49 (<= ?x62 9223372036854775807)))
(let (($x4039 (>= ?x62 (- 9223372036854775808))))
(let (($x1342 (and $x4039 $x49)))
(let (($x25 (and true true (and true $x1342))))
(not (and (and $x25 (= ?x62 ?x62))))))))))
(check-sat)
(pop 1)
(exit)
