; arith/mul-sub-combine: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c1 () Int)
(declare-fun c2 () Int)
(declare-fun x () Int)
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let (($x1972 (=> true (and (= (- (* x c1) (* x c2)) (* x (- c1 c2)))))))
(not $x1972)))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c1 () Int)
(declare-fun c2 () Int)
(declare-fun x () Int)
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let (($x438 (=> true (and (= (* x (- c1 c2)) (- (* x c1) (* x c2)))))))
(not $x438)))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x656 (<= k_c1 9223372036854775807)))
 (let (($x61 (>= k_c1 (- 9223372036854775808))))
 (and $x61 $x656))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x791 (<= k_c2 9223372036854775807)))
 (let (($x440 (>= k_c2 (- 9223372036854775808))))
 (and $x440 $x791))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x41 (and true (and (>= (- k_c1 k_c2) (- 9223372036854775808)) (<= (- k_c1 k_c2) 9223372036854775807)))))
 (let (($x8 (and true true $x41)))
 (and $x8 true (>= 2147483647 (- k_c1 k_c2))))))
(assert
 (let (($x41 (and true (and (>= (- k_c1 k_c2) (- 9223372036854775808)) (<= (- k_c1 k_c2) 9223372036854775807)))))
 (let (($x8 (and true true $x41)))
 (and $x8 true (<= (- 2147483648) (- k_c1 k_c2))))))
(assert
 (let (($x41 (and true (and (>= (- k_c1 k_c2) (- 9223372036854775808)) (<= (- k_c1 k_c2) 9223372036854775807)))))
(let (($x8 (and true true $x41)))
(not (and (and $x8 (= (- k_c1 k_c2) (- k_c1 k_c2))))))))
(check-sat)
(pop 1)
(exit)
