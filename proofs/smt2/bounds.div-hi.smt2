; bounds/div-hi: implication; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun hi_x () Int)
(declare-fun x () Int)
(assert
 (< 0 c))
(assert
 (<= x hi_x))
(assert
 (let (($x204726 (<= (ite (>= c 0) (div x c) (div (- x) (- c))) (ite (>= c 0) (div hi_x c) (div (- hi_x) (- c))))))
(let (($x203708 (not (and (= c (- 1)) (= hi_x (- 2147483648))))))
(let (($x209230 (and (distinct c 0) true)))
(let (($x103840 (not (and (= c (- 1)) (= x (- 2147483648))))))
(not (and $x209230 $x103840 $x209230 $x203708 $x204726)))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_x () Int)
(declare-fun x_x () Int)
(declare-fun k_c () Int)
(assert
 (let (($x12843 (<= hi_x 9223372036854775807)))
 (let (($x204259 (>= hi_x (- 9223372036854775808))))
 (and $x204259 $x12843))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x17813 (<= k_c 9223372036854775807)))
 (let (($x16200 (>= k_c (- 9223372036854775808))))
 (and $x16200 $x17813))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x204527 (< 0 k_c)))
 (and true true $x204527)))
(assert
 (let (($x204527 (< 0 k_c)))
(let ((?x204524 (* k_c (ite (>= hi_x 0) (div hi_x k_c) (- (div (- hi_x) k_c))))))
(let ((?x209432 (- hi_x ?x204524)))
(let ((?x201969 (+ ?x209432 k_c)))
(let ((?x202093 (* k_c (ite (>= ?x201969 0) (div ?x201969 k_c) (- (div (- ?x201969) k_c))))))
(let ((?x208418 (- ?x201969 ?x202093)))
(let ((?x62437 (- hi_x ?x208418)))
(let ((?x202120 (ite (>= ?x62437 0) (div ?x62437 k_c) (- (div (- ?x62437) k_c)))))
(let (($x13155 (= ?x202120 (ite (>= k_c 0) (div hi_x k_c) (div (- hi_x) (- k_c))))))
(let (($x205845 (and (distinct k_c 0) true)))
(let (($x76395 (and (and $x205845 (not (and (= ?x201969 (- 9223372036854775808)) (= k_c (- 1))))) (and (>= ?x208418 (- 9223372036854775808)) (<= ?x208418 9223372036854775807)))))
(let (($x12504 (and (and $x205845 (not (and (= hi_x (- 9223372036854775808)) (= k_c (- 1))))) (and (>= ?x209432 (- 9223372036854775808)) (<= ?x209432 9223372036854775807)))))
(let (($x206326 (and (and true true $x12504) true (and true (and (>= ?x201969 (- 9223372036854775808)) (<= ?x201969 9223372036854775807))))))
(let (($x209448 (and true (and $x206326 true $x76395) (and true (and (>= ?x62437 (- 9223372036854775808)) (<= ?x62437 9223372036854775807))))))
(let (($x165932 (and (and $x209448 true (and $x205845 (and (>= ?x202120 (- 9223372036854775808)) (<= ?x202120 9223372036854775807)))) $x13155)))
(let (($x204255 (not (and (= k_c (- 1)) (= hi_x (- 9223372036854775808))))))
(let (($x66688 (not (and (= k_c (- 1)) (= hi_x (- 2147483648))))))
(let (($x204256 (not (and (= k_c (- 1)) (= hi_x (- 32768))))))
(let (($x207311 (not (and (= k_c (- 1)) (= hi_x (- 128))))))
(not (and $x205845 $x207311 $x204256 $x66688 $x204255 $x165932 $x204527))))))))))))))))))))))
(check-sat)
(pop 1)
(exit)
