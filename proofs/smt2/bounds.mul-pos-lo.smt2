; bounds/mul-pos-lo: implication; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32
(push 1)
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
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun lo_x () Int)
(declare-fun x_x () Int)
(declare-fun k_c () Int)
(assert
 (let (($x12504 (<= lo_x 9223372036854775807)))
 (let (($x4313 (>= lo_x (- 9223372036854775808))))
 (and $x4313 $x12504))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x7607 (<= k_c 9223372036854775807)))
 (let (($x16790 (>= k_c (- 9223372036854775808))))
 (and $x16790 $x7607))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x2900 (<= 0 k_c)))
 (and true true $x2900)))
(assert
 (let (($x2900 (<= 0 k_c)))
(let (($x7409 (and true (and (>= (* lo_x k_c) (- 9223372036854775808)) (<= (* lo_x k_c) 9223372036854775807)))))
(let (($x10972 (and (and (and true true $x7409) (= (* lo_x k_c) (* lo_x k_c))) $x2900)))
(not $x10972)))))
(check-sat)
(pop 1)
(exit)
