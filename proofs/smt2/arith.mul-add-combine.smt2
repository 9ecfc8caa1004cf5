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
 (let (($x3143 (=> true (and (= (+ (* x c1) (* x c2)) (* x (+ c1 c2)))))))
(not $x3143)))
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
 (let (($x34 (=> true (and (= (* x (+ c1 c2)) (+ (* x c1) (* x c2)))))))
(not $x34)))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x3974 (<= k_c1 9223372036854775807)))
 (let (($x36 (>= k_c1 (- 9223372036854775808))))
 (and $x36 $x3974))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x793 (<= k_c2 9223372036854775807)))
 (let (($x2439 (>= k_c2 (- 9223372036854775808))))
 (and $x2439 $x793))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x814 (and (>= (+ k_c1 k_c2) (- 9223372036854775808)) (<= (+ k_c1 k_c2) 9223372036854775807))))
(let (($x24 (and (and true true (and true $x814)) (= (+ k_c1 k_c2) (+ k_c1 k_c2)))))
(not (and $x24)))))
(check-sat)
(pop 1)
(exit)
