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
 (let (($x203588 (<= (ite (>= c 0) (div lo_x c) (div (- lo_x) (- c))) (ite (>= c 0) (div x c) (div (- x) (- c))))))
(let (($x63754 (and (distinct c 0) true)))
(not (and $x63754 $x63754 $x203588)))))
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
 (let (($x6014 (<= lo_x 9223372036854775807)))
 (let (($x946 (>= lo_x (- 9223372036854775808))))
 (and $x946 $x6014))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x4607 (<= k_c 9223372036854775807)))
 (let (($x11749 (>= k_c (- 9223372036854775808))))
 (and $x11749 $x4607))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x55411 (< 0 k_c)))
 (and true true $x55411)))
(assert
 (let (($x55411 (< 0 k_c)))
(let ((?x200327 (* k_c (ite (>= lo_x 0) (div lo_x k_c) (- (div (- lo_x) k_c))))))
(let ((?x7869 (- lo_x ?x200327)))
(let ((?x200320 (+ ?x7869 k_c)))
(let ((?x208009 (* k_c (ite (>= ?x200320 0) (div ?x200320 k_c) (- (div (- ?x200320) k_c))))))
(let ((?x207389 (- ?x200320 ?x208009)))
(let ((?x88072 (- lo_x ?x207389)))
(let ((?x14216 (ite (>= ?x88072 0) (div ?x88072 k_c) (- (div (- ?x88072) k_c)))))
(let (($x166228 (= ?x14216 (ite (>= k_c 0) (div lo_x k_c) (div (- lo_x) (- k_c))))))
(let (($x16555 (and (distinct k_c 0) true)))
(let (($x53890 (and (and $x16555 (not (and (= ?x200320 (- 9223372036854775808)) (= k_c (- 1))))) (and (>= ?x207389 (- 9223372036854775808)) (<= ?x207389 9223372036854775807)))))
(let (($x4369 (and (and $x16555 (not (and (= lo_x (- 9223372036854775808)) (= k_c (- 1))))) (and (>= ?x7869 (- 9223372036854775808)) (<= ?x7869 9223372036854775807)))))
(let (($x200280 (and (and true true $x4369) true (and true (and (>= ?x200320 (- 9223372036854775808)) (<= ?x200320 9223372036854775807))))))
(let (($x200658 (and true (and $x200280 true $x53890) (and true (and (>= ?x88072 (- 9223372036854775808)) (<= ?x88072 9223372036854775807))))))
(let (($x167230 (and (and $x200658 true (and $x16555 (and (>= ?x14216 (- 9223372036854775808)) (<= ?x14216 9223372036854775807)))) $x166228)))
(not (and $x16555 $x167230 $x55411))))))))))))))))))
(check-sat)
(pop 1)
(exit)
