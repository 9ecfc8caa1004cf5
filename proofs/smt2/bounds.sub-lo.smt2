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
 (let (($x14802 (<= lo_x 9223372036854775807)))
 (let (($x5223 (>= lo_x (- 9223372036854775808))))
 (and $x5223 $x14802))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x1512 (<= hi_y 9223372036854775807)))
 (let (($x8729 (>= hi_y (- 9223372036854775808))))
 (and $x8729 $x1512))))
(assert
 (<= x_y hi_y))
(assert
 (and true true (> 4294967296 hi_y)))
(assert
 (and true true (< (- 4294967296) hi_y)))
(assert
 (let (($x17552 (and true (and (>= (- lo_x hi_y) (- 9223372036854775808)) (<= (- lo_x hi_y) 9223372036854775807)))))
(let (($x4395 (and (and true true $x17552) (= (- lo_x hi_y) (- lo_x hi_y)))))
(not (and $x4395)))))
(check-sat)
(pop 1)
(exit)
