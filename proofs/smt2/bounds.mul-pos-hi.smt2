; bounds/mul-pos-hi: implication; every check-sat must answer unsat
; case index/int32
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun hi_x () Int)
(declare-fun x () Int)
(assert
 (<= 0 c))
(assert
 (<= x hi_x))
(assert
 (not (and (<= (* x c) (* hi_x c)))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_x () Int)
(declare-fun x_x () Int)
(declare-fun k_c () Int)
(assert
 (let (($x5278 (<= hi_x 9223372036854775807)))
 (let (($x4465 (>= hi_x (- 9223372036854775808))))
 (and $x4465 $x5278))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x3732 (<= k_c 9223372036854775807)))
 (let (($x9711 (>= k_c (- 9223372036854775808))))
 (and $x9711 $x3732))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x7534 (<= 0 k_c)))
 (and true true $x7534)))
(assert
 (let (($x7534 (<= 0 k_c)))
(let (($x5462 (and true (and (>= (* hi_x k_c) (- 9223372036854775808)) (<= (* hi_x k_c) 9223372036854775807)))))
(let (($x1994 (and (and (and true true $x5462) (= (* hi_x k_c) (* hi_x k_c))) $x7534)))
(not $x1994)))))
(check-sat)
(pop)
