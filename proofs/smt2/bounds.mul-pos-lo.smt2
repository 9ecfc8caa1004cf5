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
 (let (($x5223 (<= lo_x 9223372036854775807)))
 (let (($x776 (>= lo_x (- 9223372036854775808))))
 (and $x776 $x5223))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x17659 (<= k_c 9223372036854775807)))
 (let (($x6229 (>= k_c (- 9223372036854775808))))
 (and $x6229 $x17659))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x11595 (<= 0 k_c)))
 (and true true $x11595)))
(assert
 (let (($x11595 (<= 0 k_c)))
(let (($x8653 (and true (and (>= (* lo_x k_c) (- 9223372036854775808)) (<= (* lo_x k_c) 9223372036854775807)))))
(let (($x7807 (and (and (and true true $x8653) (= (* lo_x k_c) (* lo_x k_c))) $x11595)))
(not $x7807)))))
(check-sat)
(pop 1)
(exit)
