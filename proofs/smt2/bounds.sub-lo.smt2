; bounds/sub-lo: implication; every check-sat must answer unsat
(set-logic QF_LIA)
; case index/int32
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun lo_x () Int)
(declare-fun hi_y () Int)
(declare-fun y () Int)
(assert
 (<= lo_x x))
(assert
 (<= y hi_y))
(assert
 (not (and (<= (- lo_x hi_y) (- x y)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun lo_x () Int)
(declare-fun x_x () Int)
(declare-fun hi_y () Int)
(declare-fun x_y () Int)
(assert
 (let (($x18524 (<= lo_x 9223372036854775807)))
 (let (($x10456 (>= lo_x (- 9223372036854775808))))
 (and $x10456 $x18524))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x12504 (<= hi_y 9223372036854775807)))
 (let (($x9503 (>= hi_y (- 9223372036854775808))))
 (and $x9503 $x12504))))
(assert
 (<= x_y hi_y))
(assert
 (and true true (> 4294967296 hi_y)))
(assert
 (and true true (< (- 4294967296) hi_y)))
(assert
 (let (($x6121 (and true (and (>= (- lo_x hi_y) (- 9223372036854775808)) (<= (- lo_x hi_y) 9223372036854775807)))))
(let (($x7602 (and (and true true $x6121) (= (- lo_x hi_y) (- lo_x hi_y)))))
(not (and $x7602)))))
(check-sat)
(pop 1)
(exit)
