; facts/gt-const: implication; every check-sat must answer unsat
(set-logic QF_LIA)
; case index/int32
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun x () Int)
(assert
 (> x c))
(assert
 (not (and (<= (+ c 1) x))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x203981 (<= k_c 9223372036854775807)))
 (let (($x171055 (>= k_c (- 9223372036854775808))))
 (and $x171055 $x203981))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x216406 (and true (and (>= (+ k_c 1) (- 9223372036854775808)) (<= (+ k_c 1) 9223372036854775807)))))
(let (($x107927 (and (and (and true true $x216406) (= (+ k_c 1) (+ k_c 1))))))
(not $x107927))))
(check-sat)
(pop 1)
(exit)
