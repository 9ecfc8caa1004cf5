; bounds/mul-neg-lo: implication; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32
(push 1)
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
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_x () Int)
(declare-fun x_x () Int)
(declare-fun k_c () Int)
(assert
 (let (($x6536 (<= hi_x 9223372036854775807)))
 (let (($x11443 (>= hi_x (- 9223372036854775808))))
 (and $x11443 $x6536))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x11007 (<= k_c 9223372036854775807)))
 (let (($x7434 (>= k_c (- 9223372036854775808))))
 (and $x7434 $x11007))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x11424 (> 0 k_c)))
 (and true true $x11424)))
(assert
 (let (($x11424 (> 0 k_c)))
(let (($x19474 (and true (and (>= (* hi_x k_c) (- 9223372036854775808)) (<= (* hi_x k_c) 9223372036854775807)))))
(let (($x165068 (and (and (and true true $x19474) (= (* hi_x k_c) (* hi_x k_c))) $x11424)))
(not $x165068)))))
(check-sat)
(pop 1)
(exit)
