; arith/mul-sub-one: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun x () Int)
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (not (=> true (and (= (- (* x c) x) (* x (- c 1)))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun x () Int)
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (not (=> true (and (= (* x (- c 1)) (- (* x c) x))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x41 (<= k_c 9223372036854775807)))
 (let (($x30 (>= k_c (- 9223372036854775808))))
 (and $x30 $x41))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x10 (and true (and (>= (- k_c 1) (- 9223372036854775808)) (<= (- k_c 1) 9223372036854775807)))))
 (let (($x814 (and true true $x10)))
 (and $x814 true (>= 2147483647 (- k_c 1))))))
(assert
 (let (($x10 (and true (and (>= (- k_c 1) (- 9223372036854775808)) (<= (- k_c 1) 9223372036854775807)))))
 (let (($x814 (and true true $x10)))
 (and $x814 true (<= (- 2147483648) (- k_c 1))))))
(assert
 (let (($x10 (and true (and (>= (- k_c 1) (- 9223372036854775808)) (<= (- k_c 1) 9223372036854775807)))))
(let (($x814 (and true true $x10)))
(not (and (and $x814 (= (- k_c 1) (- k_c 1))))))))
(check-sat)
(pop 1)
(exit)
