; bounds/mul-pos-lo: implication; every check-sat must answer unsat
; case index/int32
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun x () Int)
(declare-fun lo_x () Int)
(assert
 (<= 0 c))
(assert
 (<= lo_x x))
(assert
 (not (and (<= (* lo_x c) (* x c)))))
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
 (let (($x13734 (<= lo_x 9223372036854775807)))
 (let (($x4056 (>= lo_x (- 9223372036854775808))))
 (and $x4056 $x13734))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x4465 (<= k_c 9223372036854775807)))
 (let (($x16112 (>= k_c (- 9223372036854775808))))
 (and $x16112 $x4465))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x4138 (<= 0 k_c)))
 (and true true $x4138)))
(assert
 (let (($x4138 (<= 0 k_c)))
(let (($x6677 (and true (and (>= (* lo_x k_c) (- 9223372036854775808)) (<= (* lo_x k_c) 9223372036854775807)))))
(let (($x14514 (and (and (and true true $x6677) (= (* lo_x k_c) (* lo_x k_c))) $x4138)))
(not $x14514)))))
(check-sat)
(pop)
