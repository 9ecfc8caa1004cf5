; bounds/div-lo: implication; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun x () Int)
(declare-fun lo_x () Int)
(assert
 (< 0 c))
(assert
 (<= lo_x x))
(assert
 (let (($x165927 (<= (ite (>= c 0) (div lo_x c) (div (- lo_x) (- c))) (ite (>= c 0) (div x c) (div (- x) (- c))))))
(let (($x61837 (not (and (= c (- 1)) (= x (- 2147483648))))))
(let (($x204482 (and (distinct c 0) true)))
(let (($x53974 (not (and (= c (- 1)) (= lo_x (- 2147483648))))))
(not (and $x204482 $x53974 $x204482 $x61837 $x165927)))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun lo_x () Int)
(declare-fun x_x () Int)
(declare-fun k_c () Int)
(assert
 (let (($x3204 (<= lo_x 9223372036854775807)))
 (let (($x586 (>= lo_x (- 9223372036854775808))))
 (and $x586 $x3204))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x7509 (<= k_c 9223372036854775807)))
 (let (($x7409 (>= k_c (- 9223372036854775808))))
 (and $x7409 $x7509))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x16164 (< 0 k_c)))
 (and true true $x16164)))
(assert
 (let (($x16164 (< 0 k_c)))
(let ((?x164687 (* k_c (ite (>= lo_x 0) (div lo_x k_c) (- (div (- lo_x) k_c))))))
(let ((?x2900 (- lo_x ?x164687)))
(let ((?x164563 (+ ?x2900 k_c)))
(let ((?x58064 (* k_c (ite (>= ?x164563 0) (div ?x164563 k_c) (- (div (- ?x164563) k_c))))))
(let ((?x202093 (- ?x164563 ?x58064)))
(let ((?x76577 (- lo_x ?x202093)))
(let ((?x3577 (ite (>= ?x76577 0) (div ?x76577 k_c) (- (div (- ?x76577) k_c)))))
(let (($x204254 (= ?x3577 (ite (>= k_c 0) (div lo_x k_c) (div (- lo_x) (- k_c))))))
(let (($x10833 (and (distinct k_c 0) true)))
(let (($x204208 (and (and $x10833 (not (and (= ?x164563 (- 9223372036854775808)) (= k_c (- 1))))) (and (>= ?x202093 (- 9223372036854775808)) (<= ?x202093 9223372036854775807)))))
(let (($x61098 (and (and $x10833 (not (and (= lo_x (- 9223372036854775808)) (= k_c (- 1))))) (and (>= ?x2900 (- 9223372036854775808)) (<= ?x2900 9223372036854775807)))))
(let (($x164671 (and (and true true $x61098) true (and true (and (>= ?x164563 (- 9223372036854775808)) (<= ?x164563 9223372036854775807))))))
(let (($x202120 (and true (and $x164671 true $x204208) (and true (and (>= ?x76577 (- 9223372036854775808)) (<= ?x76577 9223372036854775807))))))
(let (($x204255 (and (and $x202120 true (and $x10833 (and (>= ?x3577 (- 9223372036854775808)) (<= ?x3577 9223372036854775807)))) $x204254)))
(let (($x204259 (not (and (= k_c (- 1)) (= lo_x (- 9223372036854775808))))))
(let (($x66884 (not (and (= k_c (- 1)) (= lo_x (- 2147483648))))))
(let (($x204524 (not (and (= k_c (- 1)) (= lo_x (- 32768))))))
(let (($x205845 (not (and (= k_c (- 1)) (= lo_x (- 128))))))
(not (and $x10833 $x205845 $x204524 $x66884 $x204259 $x204255 $x16164))))))))))))))))))))))
(check-sat)
(pop 1)
(exit)
