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
 (let (($x16682 (<= hi_x 9223372036854775807)))
 (let (($x13847 (>= hi_x (- 9223372036854775808))))
 (and $x13847 $x16682))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x5384 (<= k_c 9223372036854775807)))
 (let (($x3735 (>= k_c (- 9223372036854775808))))
 (and $x3735 $x5384))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x3178 (> 0 k_c)))
 (and true true $x3178)))
(assert
 (let (($x3178 (> 0 k_c)))
(let (($x10456 (and true (and (>= (* hi_x k_c) (- 9223372036854775808)) (<= (* hi_x k_c) 9223372036854775807)))))
(let (($x100259 (and (and (and true true $x10456) (= (* hi_x k_c) (* hi_x k_c))) $x3178)))
(not $x100259)))))
(check-sat)
(pop 1)
(exit)
