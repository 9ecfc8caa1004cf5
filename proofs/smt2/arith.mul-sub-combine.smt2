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
 (let (($x2254 (=> true (and (= (- (* x c1) (* x c2)) (* x (- c1 c2)))))))
(not $x2254)))
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
 (let (($x33 (=> true (and (= (* x (- c1 c2)) (- (* x c1) (* x c2)))))))
(not $x33)))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x3139 (<= k_c1 9223372036854775807)))
 (let (($x1844 (>= k_c1 (- 9223372036854775808))))
 (and $x1844 $x3139))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x4454 (<= k_c2 9223372036854775807)))
 (let (($x39 (>= k_c2 (- 9223372036854775808))))
 (and $x39 $x4454))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x1396 (and true (and (>= (- k_c1 k_c2) (- 9223372036854775808)) (<= (- k_c1 k_c2) 9223372036854775807)))))
 (let (($x44 (and true true $x1396)))
 (and $x44 true (>= 2147483647 (- k_c1 k_c2))))))
(assert
 (let (($x1396 (and true (and (>= (- k_c1 k_c2) (- 9223372036854775808)) (<= (- k_c1 k_c2) 9223372036854775807)))))
 (let (($x44 (and true true $x1396)))
 (and $x44 true (<= (- 2147483648) (- k_c1 k_c2))))))
(assert
 (let (($x1396 (and true (and (>= (- k_c1 k_c2) (- 9223372036854775808)) (<= (- k_c1 k_c2) 9223372036854775807)))))
(let (($x44 (and true true $x1396)))
(not (and (and $x44 (= (- k_c1 k_c2) (- k_c1 k_c2))))))))
(check-sat)
(pop 1)
(exit)
