; arith/mul-add-combine: refinement both ways; every check-sat must answer unsat
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
 (let (($x49 (=> true (and (= (+ (* x c1) (* x c2)) (* x (+ c1 c2)))))))
(not $x49)))
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
 (let (($x16 (=> true (and (= (* x (+ c1 c2)) (+ (* x c1) (* x c2)))))))
(not $x16)))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x1337 (<= k_c1 9223372036854775807)))
 (let (($x1461 (>= k_c1 (- 9223372036854775808))))
 (and $x1461 $x1337))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x612 (<= k_c2 9223372036854775807)))
 (let (($x805 (>= k_c2 (- 9223372036854775808))))
 (and $x805 $x612))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x3072 (and (>= (+ k_c1 k_c2) (- 9223372036854775808)) (<= (+ k_c1 k_c2) 9223372036854775807))))
(let (($x4284 (and (and true true (and true $x3072)) (= (+ k_c1 k_c2) (+ k_c1 k_c2)))))
(not (and $x4284)))))
(check-sat)
(pop 1)
(exit)
