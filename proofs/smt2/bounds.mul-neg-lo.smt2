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
 (let (($x16309 (<= hi_x 9223372036854775807)))
 (let (($x12084 (>= hi_x (- 9223372036854775808))))
 (and $x12084 $x16309))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x13701 (<= k_c 9223372036854775807)))
 (let (($x5982 (>= k_c (- 9223372036854775808))))
 (and $x5982 $x13701))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x8129 (> 0 k_c)))
 (and true true $x8129)))
(assert
 (let (($x8129 (> 0 k_c)))
(let (($x5856 (and true (and (>= (* hi_x k_c) (- 9223372036854775808)) (<= (* hi_x k_c) 9223372036854775807)))))
(let (($x164650 (and (and (and true true $x5856) (= (* hi_x k_c) (* hi_x k_c))) $x8129)))
(not $x164650)))))
(check-sat)
(pop)
