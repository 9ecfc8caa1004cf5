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
 (let (($x612 (<= k_c 9223372036854775807)))
 (let (($x750 (>= k_c (- 9223372036854775808))))
 (and $x750 $x612))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x17 (and true (and (>= (- k_c 1) (- 9223372036854775808)) (<= (- k_c 1) 9223372036854775807)))))
(let (($x32 (and (and (and true true $x17) (= (- k_c 1) (- k_c 1))))))
(not $x32))))
(check-sat)
(pop 1)
(exit)
