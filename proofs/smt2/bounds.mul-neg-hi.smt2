; bounds/mul-neg-hi: implication; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32
(push 1)
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
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun lo_x () Int)
(declare-fun x_x () Int)
(declare-fun k_c () Int)
(assert
 (let (($x3421 (<= lo_x 9223372036854775807)))
 (let (($x3735 (>= lo_x (- 9223372036854775808))))
 (and $x3735 $x3421))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x3204 (<= k_c 9223372036854775807)))
 (let (($x17813 (>= k_c (- 9223372036854775808))))
 (and $x17813 $x3204))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x10456 (> 0 k_c)))
 (and true true $x10456)))
(assert
 (let (($x10456 (> 0 k_c)))
(let (($x16164 (and true (and (>= (* lo_x k_c) (- 9223372036854775808)) (<= (* lo_x k_c) 9223372036854775807)))))
(let (($x56600 (and (and (and true true $x16164) (= (* lo_x k_c) (* lo_x k_c))) $x10456)))
(not $x56600)))))
(check-sat)
(pop 1)
(exit)
