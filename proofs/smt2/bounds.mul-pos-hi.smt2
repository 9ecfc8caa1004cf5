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
 (let (($x7502 (<= hi_x 9223372036854775807)))
 (let (($x9913 (>= hi_x (- 9223372036854775808))))
 (and $x9913 $x7502))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x11443 (<= k_c 9223372036854775807)))
 (let (($x3740 (>= k_c (- 9223372036854775808))))
 (and $x3740 $x11443))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x4584 (<= 0 k_c)))
 (and true true $x4584)))
(assert
 (let (($x4584 (<= 0 k_c)))
(let (($x8875 (and true (and (>= (* hi_x k_c) (- 9223372036854775808)) (<= (* hi_x k_c) 9223372036854775807)))))
(let (($x12507 (and (and (and true true $x8875) (= (* hi_x k_c) (* hi_x k_c))) $x4584)))
(not $x12507)))))
(check-sat)
(pop 1)
(exit)
