; bounds/mod: implication; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun x () Int)
(assert
 (< 0 c))
(assert
 (let ((?x206395 (- x (* c (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(let (($x205357 (<= 0 ?x206395)))
(let (($x208193 (not (and (= c (- 1)) (= x (- 2147483648))))))
(let (($x207979 (=> $x205357 $x208193)))
(let (($x11007 (and (distinct c 0) true)))
(let (($x205076 (=> $x205357 $x11007)))
(not (and $x11007 $x208193 $x205076 $x207979 (and $x205357 (<= ?x206395 (- c 1))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x111135 (<= k_c 9223372036854775807)))
 (let (($x170067 (>= k_c (- 9223372036854775808))))
 (and $x170067 $x111135))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x19474 (< 0 k_c)))
 (and true true $x19474)))
(assert
 (let (($x19474 (< 0 k_c)))
(let (($x165068 (and true (and (>= (- k_c 1) (- 9223372036854775808)) (<= (- k_c 1) 9223372036854775807)))))
(let (($x69525 (and (and true (= 0 0)) (and (and true true $x165068) (= (- k_c 1) (- k_c 1))) $x19474)))
(not $x69525)))))
(check-sat)
(pop 1)
(exit)
