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
 (let (($x10874 (<= hi_x 9223372036854775807)))
 (let (($x17352 (>= hi_x (- 9223372036854775808))))
 (and $x17352 $x10874))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x8593 (<= k_c 9223372036854775807)))
 (let (($x1923 (>= k_c (- 9223372036854775808))))
 (and $x1923 $x8593))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x18738 (> 0 k_c)))
 (and true true $x18738)))
(assert
 (let (($x18738 (> 0 k_c)))
(let (($x18281 (and true (and (>= (* hi_x k_c) (- 9223372036854775808)) (<= (* hi_x k_c) 9223372036854775807)))))
(let (($x6363 (and (and (and true true $x18281) (= (* hi_x k_c) (* hi_x k_c))) $x18738)))
(not $x6363)))))
(check-sat)
(pop 1)
(exit)
