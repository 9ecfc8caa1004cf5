; bounds/add-hi: implication; every check-sat must answer unsat
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
 (not (and (<= (+ x y) (+ hi_x hi_y)))))
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
 (let (($x1375 (<= hi_x 9223372036854775807)))
 (let (($x6292 (>= hi_x (- 9223372036854775808))))
 (and $x6292 $x1375))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x18524 (<= hi_y 9223372036854775807)))
 (let (($x10456 (>= hi_y (- 9223372036854775808))))
 (and $x10456 $x18524))))
(assert
 (<= x_y hi_y))
(assert
 (and true true (> 4294967296 hi_y)))
(assert
 (and true true (< (- 4294967296) hi_y)))
(assert
 (let (($x13155 (and true (and (>= (+ hi_x hi_y) (- 9223372036854775808)) (<= (+ hi_x hi_y) 9223372036854775807)))))
(let (($x6121 (and (and true true $x13155) (= (+ hi_x hi_y) (+ hi_x hi_y)))))
(not (and $x6121)))))
(check-sat)
(pop 1)
(exit)
