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
 (let ((?x161870 (- x (* c (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(let (($x169535 (<= 0 ?x161870)))
(let (($x93086 (and (distinct c 0) true)))
(let (($x39065 (=> $x169535 $x93086)))
(not (and $x93086 $x39065 (and $x169535 (<= ?x161870 (- c 1))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x936 (<= k_c 9223372036854775807)))
 (let (($x1708 (>= k_c (- 9223372036854775808))))
 (and $x1708 $x936))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x172495 (< 0 k_c)))
 (and true true $x172495)))
(assert
 (let (($x172495 (< 0 k_c)))
(let (($x162658 (and true (and (>= (- k_c 1) (- 9223372036854775808)) (<= (- k_c 1) 9223372036854775807)))))
(let (($x165288 (and (and true (= 0 0)) (and (and true true $x162658) (= (- k_c 1) (- k_c 1))) $x172495)))
(not $x165288)))))
(check-sat)
(pop 1)
(exit)
