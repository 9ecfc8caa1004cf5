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
 (let ((?x208315 (- x (* c (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(let (($x207363 (<= 0 ?x208315)))
(let (($x103209 (and (distinct 0 c) true)))
(let (($x55176 (=> (and $x207363) $x103209)))
(not (and $x103209 $x55176 (and $x207363 (<= ?x208315 (- c 1))))))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x201382 (<= k_c 9223372036854775807)))
 (let (($x1180 (>= k_c (- 9223372036854775808))))
 (and $x1180 $x201382))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x68672 (< 0 k_c)))
 (and true true $x68672)))
(assert
 (let (($x68672 (< 0 k_c)))
(let (($x111225 (and true (and (>= (- k_c 1) (- 9223372036854775808)) (<= (- k_c 1) 9223372036854775807)))))
(let (($x15209 (and (and true (= 0 0)) (and (and true true $x111225) (= (- k_c 1) (- k_c 1))) $x68672)))
(not $x15209)))))
(check-sat)
(pop)
