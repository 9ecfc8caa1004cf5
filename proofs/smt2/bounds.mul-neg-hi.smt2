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
 (let (($x7529 (<= lo_x 9223372036854775807)))
 (let (($x8210 (>= lo_x (- 9223372036854775808))))
 (and $x8210 $x7529))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x7252 (<= k_c 9223372036854775807)))
 (let (($x5494 (>= k_c (- 9223372036854775808))))
 (and $x5494 $x7252))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x13767 (> 0 k_c)))
 (and true true $x13767)))
(assert
 (let (($x13767 (> 0 k_c)))
(let (($x166134 (and true (and (>= (* lo_x k_c) (- 9223372036854775808)) (<= (* lo_x k_c) 9223372036854775807)))))
(let (($x201102 (and (and (and true true $x166134) (= (* lo_x k_c) (* lo_x k_c))) $x13767)))
(not $x201102)))))
(check-sat)
(pop 1)
(exit)
