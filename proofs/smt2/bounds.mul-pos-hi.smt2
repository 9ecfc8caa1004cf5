; bounds/mul-pos-hi: implication; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32
(push 1)
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
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_x () Int)
(declare-fun x_x () Int)
(declare-fun k_c () Int)
(assert
 (let (($x6121 (<= hi_x 9223372036854775807)))
 (let (($x18683 (>= hi_x (- 9223372036854775808))))
 (and $x18683 $x6121))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x13847 (<= k_c 9223372036854775807)))
 (let (($x10315 (>= k_c (- 9223372036854775808))))
 (and $x10315 $x13847))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x14920 (<= 0 k_c)))
 (and true true $x14920)))
(assert
 (let (($x14920 (<= 0 k_c)))
(let (($x3735 (and true (and (>= (* hi_x k_c) (- 9223372036854775808)) (<= (* hi_x k_c) 9223372036854775807)))))
(let (($x10800 (and (and (and true true $x3735) (= (* hi_x k_c) (* hi_x k_c))) $x14920)))
(not $x10800)))))
(check-sat)
(pop 1)
(exit)
