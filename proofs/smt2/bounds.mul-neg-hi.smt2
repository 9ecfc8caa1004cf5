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
 (let (($x5790 (<= lo_x 9223372036854775807)))
 (let (($x17572 (>= lo_x (- 9223372036854775808))))
 (and $x17572 $x5790))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x16517 (<= k_c 9223372036854775807)))
 (let (($x17585 (>= k_c (- 9223372036854775808))))
 (and $x17585 $x16517))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x6215 (> 0 k_c)))
 (and true true $x6215)))
(assert
 (let (($x6215 (> 0 k_c)))
(let (($x164254 (and true (and (>= (* lo_x k_c) (- 9223372036854775808)) (<= (* lo_x k_c) 9223372036854775807)))))
(let (($x164256 (and (and (and true true $x164254) (= (* lo_x k_c) (* lo_x k_c))) $x6215)))
(not $x164256)))))
(check-sat)
(pop 1)
(exit)
