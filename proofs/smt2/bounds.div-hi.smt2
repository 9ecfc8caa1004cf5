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
 (let (($x14645 (<= (ite (>= c 0) (div x c) (div (- x) (- c))) (ite (>= c 0) (div hi_x c) (div (- hi_x) (- c))))))
(let (($x14351 (and (distinct c 0) true)))
(not (and $x14351 $x14351 $x14645)))))
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
 (let (($x3544 (<= hi_x 9223372036854775807)))
 (let (($x12592 (>= hi_x (- 9223372036854775808))))
 (and $x12592 $x3544))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x1299 (<= k_c 9223372036854775807)))
 (let (($x17912 (>= k_c (- 9223372036854775808))))
 (and $x17912 $x1299))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x9970 (< 0 k_c)))
 (and true true $x9970)))
(assert
 (let (($x9970 (< 0 k_c)))
(let ((?x8512 (* k_c (ite (>= hi_x 0) (div hi_x k_c) (- (div (- hi_x) k_c))))))
(let ((?x12415 (- hi_x ?x8512)))
(let ((?x5426 (+ ?x12415 k_c)))
(let ((?x7324 (* k_c (ite (>= ?x5426 0) (div ?x5426 k_c) (- (div (- ?x5426) k_c))))))
(let ((?x4320 (- ?x5426 ?x7324)))
(let ((?x10550 (- hi_x ?x4320)))
(let ((?x2165 (ite (>= ?x10550 0) (div ?x10550 k_c) (- (div (- ?x10550) k_c)))))
(let (($x9832 (= ?x2165 (ite (>= k_c 0) (div hi_x k_c) (div (- hi_x) (- k_c))))))
(let (($x16770 (and (distinct k_c 0) true)))
(let (($x16608 (and (and $x16770 (not (and (= ?x5426 (- 9223372036854775808)) (= k_c (- 1))))) (and (>= ?x4320 (- 9223372036854775808)) (<= ?x4320 9223372036854775807)))))
(let (($x11186 (and (and $x16770 (not (and (= hi_x (- 9223372036854775808)) (= k_c (- 1))))) (and (>= ?x12415 (- 9223372036854775808)) (<= ?x12415 9223372036854775807)))))
(let (($x1319 (and (and true true $x11186) true (and true (and (>= ?x5426 (- 9223372036854775808)) (<= ?x5426 9223372036854775807))))))
(let (($x9349 (and true (and $x1319 true $x16608) (and true (and (>= ?x10550 (- 9223372036854775808)) (<= ?x10550 9223372036854775807))))))
(let (($x6203 (and (and $x9349 true (and $x16770 (and (>= ?x2165 (- 9223372036854775808)) (<= ?x2165 9223372036854775807)))) $x9832)))
(not (and $x16770 $x6203 $x9970))))))))))))))))))
(check-sat)
(pop 1)
(exit)
