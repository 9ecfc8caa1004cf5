; bounds/literal: implication; every check-sat must answer unsat
; case index/int32
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(assert
 (not (and (and (<= c c) (<= c c)))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x8243 (<= k_c 9223372036854775807)))
 (let (($x6869 (>= k_c (- 9223372036854775808))))
 (and $x6869 $x8243))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (not (and (and true (= k_c k_c)) (and true (= k_c k_c)))))
(check-sat)
(pop)
