; facts/le-const: implication; every check-sat must answer unsat
; case index/int32
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun x () Int)
(assert
 (<= x c))
(assert
 (not (and (<= x c))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x203678 (<= k_c 9223372036854775807)))
 (let (($x172318 (>= k_c (- 9223372036854775808))))
 (and $x172318 $x203678))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (not (and (and true (= k_c k_c)))))
(check-sat)
(pop)
