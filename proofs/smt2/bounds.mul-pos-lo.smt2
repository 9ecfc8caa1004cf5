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
 (let (($x3372 (<= lo_x 9223372036854775807)))
 (let (($x2608 (>= lo_x (- 9223372036854775808))))
 (and $x2608 $x3372))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x1732 (<= k_c 9223372036854775807)))
 (let (($x6868 (>= k_c (- 9223372036854775808))))
 (and $x6868 $x1732))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x220 (<= 0 k_c)))
 (and true true $x220)))
(assert
 (let (($x220 (<= 0 k_c)))
(let (($x5856 (and true (and (>= (* lo_x k_c) (- 9223372036854775808)) (<= (* lo_x k_c) 9223372036854775807)))))
(let (($x7 (and (and (and true true $x5856) (= (* lo_x k_c) (* lo_x k_c))) $x220)))
(not $x7)))))
(check-sat)
(pop)
