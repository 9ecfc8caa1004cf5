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
 (let (($x8693 (<= lo_x 9223372036854775807)))
 (let (($x15 (>= lo_x (- 9223372036854775808))))
 (and $x15 $x8693))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x12588 (<= hi_y 9223372036854775807)))
 (let (($x1571 (>= hi_y (- 9223372036854775808))))
 (and $x1571 $x12588))))
(assert
 (<= x_y hi_y))
(assert
 (and true true (> 4294967296 hi_y)))
(assert
 (and true true (< (- 4294967296) hi_y)))
(assert
 (let (($x9913 (and true (and (>= (- lo_x hi_y) (- 9223372036854775808)) (<= (- lo_x hi_y) 9223372036854775807)))))
(let (($x3143 (and (and true true $x9913) (= (- lo_x hi_y) (- lo_x hi_y)))))
(not (and $x3143)))))
(check-sat)
(pop 1)
(exit)
