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
 (let ((?x164696 (- x (* c (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(let (($x204759 (<= 0 ?x164696)))
(let (($x207769 (not (and (= c (- 1)) (= x (- 2147483648))))))
(let (($x204206 (=> $x204759 $x207769)))
(let (($x207342 (and (distinct c 0) true)))
(let (($x204482 (=> $x204759 $x207342)))
(not (and $x207342 $x207769 $x204482 $x204206 (and $x204759 (<= ?x164696 (- c 1))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x206365 (<= k_c 9223372036854775807)))
 (let (($x201633 (>= k_c (- 9223372036854775808))))
 (and $x201633 $x206365))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x204255 (< 0 k_c)))
 (and true true $x204255)))
(assert
 (let (($x204255 (< 0 k_c)))
(let (($x12504 (and true (and (>= (- k_c 1) (- 9223372036854775808)) (<= (- k_c 1) 9223372036854775807)))))
(let (($x199041 (and (and true (= 0 0)) (and (and true true $x12504) (= (- k_c 1) (- k_c 1))) $x204255)))
(not $x199041)))))
(check-sat)
(pop 1)
(exit)
