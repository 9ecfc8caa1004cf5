; facts/lt-const: implication; every check-sat must answer unsat
; case index/int32
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun x () Int)
(assert
 (< x c))
(assert
 (not (and (<= x (- c 1)))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x172318 (<= k_c 9223372036854775807)))
 (let (($x9711 (>= k_c (- 9223372036854775808))))
 (and $x9711 $x172318))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x206986 (and true (and (>= (- k_c 1) (- 9223372036854775808)) (<= (- k_c 1) 9223372036854775807)))))
(let (($x202393 (and (and (and true true $x206986) (= (- k_c 1) (- k_c 1))))))
(not $x202393))))
(check-sat)
(pop)
