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
 (let (($x6869 (<= hi_x 9223372036854775807)))
 (let (($x4056 (>= hi_x (- 9223372036854775808))))
 (and $x4056 $x6869))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x5881 (<= hi_y 9223372036854775807)))
 (let (($x14514 (>= hi_y (- 9223372036854775808))))
 (and $x14514 $x5881))))
(assert
 (<= x_y hi_y))
(assert
 (and true true (> 4294967296 hi_y)))
(assert
 (and true true (< (- 4294967296) hi_y)))
(assert
 (let (($x15173 (and true (and (>= (+ hi_x hi_y) (- 9223372036854775808)) (<= (+ hi_x hi_y) 9223372036854775807)))))
(let (($x15697 (and (and true true $x15173) (= (+ hi_x hi_y) (+ hi_x hi_y)))))
(not (and $x15697)))))
(check-sat)
(pop)
