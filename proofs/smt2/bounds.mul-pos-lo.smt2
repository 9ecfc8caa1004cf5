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
 (let (($x16835 (<= lo_x 9223372036854775807)))
 (let (($x3143 (>= lo_x (- 9223372036854775808))))
 (and $x3143 $x16835))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x7502 (<= k_c 9223372036854775807)))
 (let (($x14261 (>= k_c (- 9223372036854775808))))
 (and $x14261 $x7502))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x695 (<= 0 k_c)))
 (and true true $x695)))
(assert
 (let (($x695 (<= 0 k_c)))
(let (($x15988 (and true (and (>= (* lo_x k_c) (- 9223372036854775808)) (<= (* lo_x k_c) 9223372036854775807)))))
(let (($x11007 (and (and (and true true $x15988) (= (* lo_x k_c) (* lo_x k_c))) $x695)))
(not $x11007)))))
(check-sat)
(pop 1)
(exit)
