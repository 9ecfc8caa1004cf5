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
 (let (($x24 (<= k_c1 9223372036854775807)))
 (let (($x98 (>= k_c1 (- 9223372036854775808))))
 (and $x98 $x24))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x4773 (<= k_c2 9223372036854775807)))
 (let (($x1829 (>= k_c2 (- 9223372036854775808))))
 (and $x1829 $x4773))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x41 (and true (and (>= (- k_c1 k_c2) (- 9223372036854775808)) (<= (- k_c1 k_c2) 9223372036854775807)))))
 (let (($x549 (and true true $x41)))
 (and $x549 true (>= 2147483647 (- k_c1 k_c2))))))
(assert
 (let (($x41 (and true (and (>= (- k_c1 k_c2) (- 9223372036854775808)) (<= (- k_c1 k_c2) 9223372036854775807)))))
 (let (($x549 (and true true $x41)))
 (and $x549 true (<= (- 2147483648) (- k_c1 k_c2))))))
(assert
 (let (($x41 (and true (and (>= (- k_c1 k_c2) (- 9223372036854775808)) (<= (- k_c1 k_c2) 9223372036854775807)))))
(let (($x549 (and true true $x41)))
(not (and (and $x549 (= (- k_c1 k_c2) (- k_c1 k_c2))))))))
(check-sat)
(pop 1)
(exit)
