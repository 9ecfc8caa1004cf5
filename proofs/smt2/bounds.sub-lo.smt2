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
 (let (($x12284 (<= lo_x 9223372036854775807)))
 (let (($x7869 (>= lo_x (- 9223372036854775808))))
 (and $x7869 $x12284))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x8671 (<= hi_y 9223372036854775807)))
 (let (($x13767 (>= hi_y (- 9223372036854775808))))
 (and $x13767 $x8671))))
(assert
 (<= x_y hi_y))
(assert
 (and true true (> 4294967296 hi_y)))
(assert
 (and true true (< (- 4294967296) hi_y)))
(assert
 (let (($x4729 (and true (and (>= (- lo_x hi_y) (- 9223372036854775808)) (<= (- lo_x hi_y) 9223372036854775807)))))
(let (($x16555 (and (and true true $x4729) (= (- lo_x hi_y) (- lo_x hi_y)))))
(not (and $x16555)))))
(check-sat)
(pop 1)
(exit)
