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
 (let (($x12354 (<= hi_x 9223372036854775807)))
 (let (($x12934 (>= hi_x (- 9223372036854775808))))
 (and $x12934 $x12354))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x3242 (<= k_c 9223372036854775807)))
 (let (($x12084 (>= k_c (- 9223372036854775808))))
 (and $x12084 $x3242))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x1837 (<= 0 k_c)))
 (and true true $x1837)))
(assert
 (let (($x1837 (<= 0 k_c)))
(let (($x5455 (and true (and (>= (* hi_x k_c) (- 9223372036854775808)) (<= (* hi_x k_c) 9223372036854775807)))))
(let (($x11309 (and (and (and true true $x5455) (= (* hi_x k_c) (* hi_x k_c))) $x1837)))
(not $x11309)))))
(check-sat)
(pop)
