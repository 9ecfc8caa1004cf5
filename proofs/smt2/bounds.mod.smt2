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
 (let ((?x203078 (- x (* c (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(let (($x204706 (<= 0 ?x203078)))
(let (($x208790 (not (and (= c (- 1)) (= x (- 2147483648))))))
(let (($x16538 (=> $x204706 $x208790)))
(let (($x206894 (and (distinct c 0) true)))
(let (($x204412 (=> $x204706 $x206894)))
(not (and $x206894 $x208790 $x204412 $x16538 (and $x204706 (<= ?x203078 (- c 1))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x199070 (<= k_c 9223372036854775807)))
 (let (($x68317 (>= k_c (- 9223372036854775808))))
 (and $x68317 $x199070))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x60995 (< 0 k_c)))
 (and true true $x60995)))
(assert
 (let (($x60995 (< 0 k_c)))
(let (($x17674 (and true (and (>= (- k_c 1) (- 9223372036854775808)) (<= (- k_c 1) 9223372036854775807)))))
(let (($x201013 (and (and true (= 0 0)) (and (and true true $x17674) (= (- k_c 1) (- k_c 1))) $x60995)))
(not $x201013)))))
(check-sat)
(pop 1)
(exit)
