; bounds/max-hi: implication; every check-sat must answer unsat
(set-logic QF_LIA)
; case index/int32
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_x () Int)
(declare-fun x () Int)
(declare-fun hi_y () Int)
(declare-fun y () Int)
(assert
 (<= x hi_x))
(assert
 (<= y hi_y))
(assert
 (let (($x16770 (and (<= (ite (< x y) y x) (ite (< hi_x hi_y) hi_y hi_x)))))
(not $x16770)))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_x () Int)
(declare-fun x_x () Int)
(declare-fun hi_y () Int)
(declare-fun x_y () Int)
(assert
 (let (($x894 (<= hi_x 9223372036854775807)))
 (let (($x6012 (>= hi_x (- 9223372036854775808))))
 (and $x6012 $x894))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x984 (<= hi_y 9223372036854775807)))
 (let (($x15341 (>= hi_y (- 9223372036854775808))))
 (and $x15341 $x984))))
(assert
 (<= x_y hi_y))
(assert
 (and true true (> 4294967296 hi_y)))
(assert
 (and true true (< (- 4294967296) hi_y)))
(assert
 (let ((?x16395 (ite (>= hi_x hi_y) hi_x hi_y)))
(let (($x10808 (and true true (and true (and (>= ?x16395 (- 9223372036854775808)) (<= ?x16395 9223372036854775807))))))
(not (and (and $x10808 (= ?x16395 (ite (< hi_x hi_y) hi_y hi_x))))))))
(check-sat)
(pop 1)
(exit)
