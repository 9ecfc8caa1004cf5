; bounds/div-lo: implication; every check-sat must answer unsat
; case index/int32
(push)
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
 (let (($x164652 (<= (ite (>= c 0) (div lo_x c) (div (- lo_x) (- c))) (ite (>= c 0) (div x c) (div (- x) (- c))))))
(let (($x14014 (and (distinct 0 c) true)))
(not (and $x14014 $x14014 $x164652)))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun lo_x () Int)
(declare-fun x_x () Int)
(declare-fun k_c () Int)
(assert
 (let (($x5455 (<= lo_x 9223372036854775807)))
 (let (($x5856 (>= lo_x (- 9223372036854775808))))
 (and $x5856 $x5455))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x13701 (<= k_c 9223372036854775807)))
 (let (($x11309 (>= k_c (- 9223372036854775808))))
 (and $x11309 $x13701))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x7230 (< 0 k_c)))
 (and true true $x7230)))
(assert
 (let (($x7230 (< 0 k_c)))
(let ((?x7260 (* k_c (ite (>= lo_x 0) (div lo_x k_c) (- (div (- lo_x) k_c))))))
(let ((?x200993 (- lo_x ?x7260)))
(let ((?x2464 (+ ?x200993 k_c)))
(let ((?x207516 (* k_c (ite (>= ?x2464 0) (div ?x2464 k_c) (- (div (- ?x2464) k_c))))))
(let ((?x199241 (- ?x2464 ?x207516)))
(let ((?x13692 (- lo_x ?x199241)))
(let ((?x201138 (ite (>= ?x13692 0) (div ?x13692 k_c) (- (div (- ?x13692) k_c)))))
(let (($x197825 (= ?x201138 (ite (>= k_c 0) (div lo_x k_c) (div (- lo_x) (- k_c))))))
(let (($x6314 (and (distinct k_c 0) true)))
(let (($x7313 (and (and $x6314 (not (and (= ?x2464 (- 9223372036854775808)) (= k_c (- 1))))) (and (>= ?x199241 (- 9223372036854775808)) (<= ?x199241 9223372036854775807)))))
(let (($x200837 (and (and $x6314 (not (and (= lo_x (- 9223372036854775808)) (= k_c (- 1))))) (and (>= ?x200993 (- 9223372036854775808)) (<= ?x200993 9223372036854775807)))))
(let (($x200850 (and (and true true $x200837) true (and true (and (>= ?x2464 (- 9223372036854775808)) (<= ?x2464 9223372036854775807))))))
(let (($x204543 (and true (and $x200850 true $x7313) (and true (and (>= ?x13692 (- 9223372036854775808)) (<= ?x13692 9223372036854775807))))))
(let (($x198930 (and (and $x204543 true (and $x6314 (and (>= ?x201138 (- 9223372036854775808)) (<= ?x201138 9223372036854775807)))) $x197825)))
(not (and $x6314 $x198930 $x7230))))))))))))))))))
(check-sat)
(pop)
