; bounds/add-hi: implication; every check-sat must answer unsat
; case index/int32
(push)
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
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_x () Int)
(declare-fun x_x () Int)
(declare-fun hi_y () Int)
(declare-fun x_y () Int)
(assert
 (let (($x2608 (<= hi_x 9223372036854775807)))
 (let (($x786 (>= hi_x (- 9223372036854775808))))
 (and $x786 $x2608))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x6150 (<= hi_y 9223372036854775807)))
 (let (($x12934 (>= hi_y (- 9223372036854775808))))
 (and $x12934 $x6150))))
(assert
 (<= x_y hi_y))
(assert
 (and true true (> 4294967296 hi_y)))
(assert
 (and true true (< (- 4294967296) hi_y)))
(assert
 (let (($x11309 (and true (and (>= (+ hi_x hi_y) (- 9223372036854775808)) (<= (+ hi_x hi_y) 9223372036854775807)))))
(let (($x13701 (and (and true true $x11309) (= (+ hi_x hi_y) (+ hi_x hi_y)))))
(not (and $x13701)))))
(check-sat)
(pop)
