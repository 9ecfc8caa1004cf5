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
 (let ((?x202248 (- x (* c (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(let (($x203243 (<= 0 ?x202248)))
(let (($x200449 (and (distinct c 0) true)))
(let (($x203543 (=> $x203243 $x200449)))
(not (and $x200449 $x203543 (and $x203243 (<= ?x202248 (- c 1))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x88072 (<= k_c 9223372036854775807)))
 (let (($x3998 (>= k_c (- 9223372036854775808))))
 (and $x3998 $x88072))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x171041 (< 0 k_c)))
 (and true true $x171041)))
(assert
 (let (($x171041 (< 0 k_c)))
(let (($x209296 (and true (and (>= (- k_c 1) (- 9223372036854775808)) (<= (- k_c 1) 9223372036854775807)))))
(let (($x121048 (and (and true (= 0 0)) (and (and true true $x209296) (= (- k_c 1) (- k_c 1))) $x171041)))
(not $x121048)))))
(check-sat)
(pop 1)
(exit)
