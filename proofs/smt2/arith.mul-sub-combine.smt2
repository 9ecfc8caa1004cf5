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
 (let (($x17 (=> true (and (= (- (* x c1) (* x c2)) (* x (- c1 c2)))))))
(not $x17)))
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
 (let (($x3571 (=> true (and (= (* x (- c1 c2)) (- (* x c1) (* x c2)))))))
(not $x3571)))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x3945 (<= k_c1 9223372036854775807)))
 (let (($x23 (>= k_c1 (- 9223372036854775808))))
 (and $x23 $x3945))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x24 (<= k_c2 9223372036854775807)))
 (let (($x9 (>= k_c2 (- 9223372036854775808))))
 (and $x9 $x24))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x793 (and true (and (>= (- k_c1 k_c2) (- 9223372036854775808)) (<= (- k_c1 k_c2) 9223372036854775807)))))
(let (($x36 (and (and true true $x793) (= (- k_c1 k_c2) (- k_c1 k_c2)))))
(not (and $x36)))))
(check-sat)
(pop 1)
(exit)
