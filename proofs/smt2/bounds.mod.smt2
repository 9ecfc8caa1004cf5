; bounds/mod: implication; every check-sat must answer unsat
; case index/int32
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun x () Int)
(assert
 (< 0 c))
(assert
 (let ((?x198343 (- x (* c (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(let (($x204356 (<= 0 ?x198343)))
(let (($x197288 (and (distinct 0 c) true)))
(let (($x178740 (=> (and $x204356) $x197288)))
(not (and $x197288 $x178740 (and $x204356 (<= ?x198343 (- c 1))))))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x165467 (<= k_c 9223372036854775807)))
 (let (($x202776 (>= k_c (- 9223372036854775808))))
 (and $x202776 $x165467))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x207702 (< 0 k_c)))
 (and true true $x207702)))
(assert
 (let (($x207702 (< 0 k_c)))
(let (($x202777 (and true (and (>= (- k_c 1) (- 9223372036854775808)) (<= (- k_c 1) 9223372036854775807)))))
(let (($x7505 (and (and true (= 0 0)) (and (and true true $x202777) (= (- k_c 1) (- k_c 1))) $x207702)))
(not $x7505)))))
(check-sat)
(pop)
