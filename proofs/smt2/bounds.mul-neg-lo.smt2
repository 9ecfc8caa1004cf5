; bounds/mul-neg-lo: implication; every check-sat must answer unsat
; case index/int32
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun hi_x () Int)
(declare-fun x () Int)
(assert
 (> 0 c))
(assert
 (<= x hi_x))
(assert
 (not (and (<= (* hi_x c) (* x c)))))
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
 (let (($x15697 (<= hi_x 9223372036854775807)))
 (let (($x9711 (>= hi_x (- 9223372036854775808))))
 (and $x9711 $x15697))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x8483 (<= k_c 9223372036854775807)))
 (let (($x10917 (>= k_c (- 9223372036854775808))))
 (and $x10917 $x8483))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x15209 (> 0 k_c)))
 (and true true $x15209)))
(assert
 (let (($x15209 (> 0 k_c)))
(let (($x4515 (and true (and (>= (* hi_x k_c) (- 9223372036854775808)) (<= (* hi_x k_c) 9223372036854775807)))))
(let (($x164784 (and (and (and true true $x4515) (= (* hi_x k_c) (* hi_x k_c))) $x15209)))
(not $x164784)))))
(check-sat)
(pop)
