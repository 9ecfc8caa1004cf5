; bounds/sub-lo: implication; every check-sat must answer unsat
; case index/int32
(push)
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
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun lo_x () Int)
(declare-fun x_x () Int)
(declare-fun hi_y () Int)
(declare-fun x_y () Int)
(assert
 (let (($x1387 (<= lo_x 9223372036854775807)))
 (let (($x3554 (>= lo_x (- 9223372036854775808))))
 (and $x3554 $x1387))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x8862 (<= hi_y 9223372036854775807)))
 (let (($x9711 (>= hi_y (- 9223372036854775808))))
 (and $x9711 $x8862))))
(assert
 (<= x_y hi_y))
(assert
 (and true true (> 4294967296 hi_y)))
(assert
 (and true true (< (- 4294967296) hi_y)))
(assert
 (let (($x8483 (and true (and (>= (- lo_x hi_y) (- 9223372036854775808)) (<= (- lo_x hi_y) 9223372036854775807)))))
(let (($x4465 (and (and true true $x8483) (= (- lo_x hi_y) (- lo_x hi_y)))))
(not (and $x4465)))))
(check-sat)
(pop)
