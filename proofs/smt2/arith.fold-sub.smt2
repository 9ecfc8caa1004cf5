; arith/fold-sub: refinement both ways; every check-sat must answer unsat
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
 (not (=> true (and (= (- c1 c2) (- c1 c2))))))
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
 (not (=> true (and (= (- c1 c2) (- c1 c2))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x11 (<= k_c1 9223372036854775807)))
 (let (($x1844 (>= k_c1 (- 9223372036854775808))))
 (and $x1844 $x11))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x27 (<= k_c2 9223372036854775807)))
 (let (($x4225 (>= k_c2 (- 9223372036854775808))))
 (and $x4225 $x27))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x1396 (and true (and (>= (- k_c1 k_c2) (- 9223372036854775808)) (<= (- k_c1 k_c2) 9223372036854775807)))))
 (let (($x21 (and true true $x1396)))
 (and $x21 true (>= 2147483647 (- k_c1 k_c2))))))
(assert
 (let (($x1396 (and true (and (>= (- k_c1 k_c2) (- 9223372036854775808)) (<= (- k_c1 k_c2) 9223372036854775807)))))
 (let (($x21 (and true true $x1396)))
 (and $x21 true (<= (- 2147483648) (- k_c1 k_c2))))))
(assert
 (let (($x1396 (and true (and (>= (- k_c1 k_c2) (- 9223372036854775808)) (<= (- k_c1 k_c2) 9223372036854775807)))))
(let (($x21 (and true true $x1396)))
(not (and (and $x21 (= (- k_c1 k_c2) (- k_c1 k_c2))))))))
(check-sat)
(pop 1)
(exit)
