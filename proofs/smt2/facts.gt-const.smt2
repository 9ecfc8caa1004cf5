; facts/gt-const: implication; every check-sat must answer unsat
; case index/int32
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun x () Int)
(assert
 (> x c))
(assert
 (not (and (<= (+ c 1) x))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x212699 (<= k_c 9223372036854775807)))
 (let (($x165734 (>= k_c (- 9223372036854775808))))
 (and $x165734 $x212699))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x201351 (and true (and (>= (+ k_c 1) (- 9223372036854775808)) (<= (+ k_c 1) 9223372036854775807)))))
(let (($x197654 (and (and (and true true $x201351) (= (+ k_c 1) (+ k_c 1))))))
(not $x197654))))
(check-sat)
(pop)
