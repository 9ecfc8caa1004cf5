; facts/eq-const: implication; every check-sat must answer unsat
(set-logic QF_LIA)
; case index/int32
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun x () Int)
(assert
 (= x c))
(assert
 (not (and (and (<= c x) (<= x c)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x60875 (<= k_c 9223372036854775807)))
 (let (($x207076 (>= k_c (- 9223372036854775808))))
 (and $x207076 $x60875))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (not (and (and true (= k_c k_c)) (and true (= k_c k_c)))))
(check-sat)
(pop 1)
(exit)
