; bounds/mul-neg-hi: implication; every check-sat must answer unsat
; case index/int32
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun x () Int)
(declare-fun lo_x () Int)
(assert
 (> 0 c))
(assert
 (<= lo_x x))
(assert
 (not (and (<= (* x c) (* lo_x c)))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun lo_x () Int)
(declare-fun x_x () Int)
(declare-fun k_c () Int)
(assert
 (let (($x10336 (<= lo_x 9223372036854775807)))
 (let (($x7534 (>= lo_x (- 9223372036854775808))))
 (and $x7534 $x10336))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x5462 (<= k_c 9223372036854775807)))
 (let (($x10917 (>= k_c (- 9223372036854775808))))
 (and $x10917 $x5462))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x15103 (> 0 k_c)))
 (and true true $x15103)))
(assert
 (let (($x15103 (> 0 k_c)))
(let (($x13305 (and true (and (>= (* lo_x k_c) (- 9223372036854775808)) (<= (* lo_x k_c) 9223372036854775807)))))
(let (($x201349 (and (and (and true true $x13305) (= (* lo_x k_c) (* lo_x k_c))) $x15103)))
(not $x201349)))))
(check-sat)
(pop)
