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
 (let (($x38 (=> true (and (= (- (* x c1) (* x c2)) (* x (- c1 c2)))))))
(not $x38)))
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
 (let (($x4033 (=> true (and (= (* x (- c1 c2)) (- (* x c1) (* x c2)))))))
(not $x4033)))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x44 (<= k_c1 9223372036854775807)))
 (let (($x19 (>= k_c1 (- 9223372036854775808))))
 (and $x19 $x44))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x1942 (<= k_c2 9223372036854775807)))
 (let (($x366 (>= k_c2 (- 9223372036854775808))))
 (and $x366 $x1942))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x612 (and true (and (>= (- k_c1 k_c2) (- 9223372036854775808)) (<= (- k_c1 k_c2) 9223372036854775807)))))
(let (($x17 (and (and true true $x612) (= (- k_c1 k_c2) (- k_c1 k_c2)))))
(not (and $x17)))))
(check-sat)
(pop 1)
(exit)
