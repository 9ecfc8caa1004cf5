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
 (let ((?x10031 (- x (* c (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(let (($x10691 (<= 0 ?x10031)))
(let (($x15539 (and (distinct c 0) true)))
(let (($x6012 (=> $x10691 $x15539)))
(not (and $x15539 $x6012 (and $x10691 (<= ?x10031 (- c 1))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x12918 (<= k_c 9223372036854775807)))
 (let (($x8070 (>= k_c (- 9223372036854775808))))
 (and $x8070 $x12918))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x7085 (< 0 k_c)))
 (and true true $x7085)))
(assert
 (let (($x7085 (< 0 k_c)))
(let (($x894 (and true (and (>= (- k_c 1) (- 9223372036854775808)) (<= (- k_c 1) 9223372036854775807)))))
(let (($x6595 (and (and true (= 0 0)) (and (and true true $x894) (= (- k_c 1) (- k_c 1))) $x7085)))
(not $x6595)))))
(check-sat)
(pop 1)
(exit)
