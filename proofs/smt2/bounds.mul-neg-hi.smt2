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
 (let (($x13618 (<= lo_x 9223372036854775807)))
 (let (($x2290 (>= lo_x (- 9223372036854775808))))
 (and $x2290 $x13618))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x675 (<= k_c 9223372036854775807)))
 (let (($x6742 (>= k_c (- 9223372036854775808))))
 (and $x6742 $x675))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x2249 (> 0 k_c)))
 (and true true $x2249)))
(assert
 (let (($x2249 (> 0 k_c)))
(let (($x88228 (and true (and (>= (* lo_x k_c) (- 9223372036854775808)) (<= (* lo_x k_c) 9223372036854775807)))))
(let (($x173510 (and (and (and true true $x88228) (= (* lo_x k_c) (* lo_x k_c))) $x2249)))
(not $x173510)))))
(check-sat)
(pop 1)
(exit)
