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
 (let (($x5369 (<= hi_x 9223372036854775807)))
 (let (($x5684 (>= hi_x (- 9223372036854775808))))
 (and $x5684 $x5369))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x10535 (<= hi_y 9223372036854775807)))
 (let (($x370 (>= hi_y (- 9223372036854775808))))
 (and $x370 $x10535))))
(assert
 (<= x_y hi_y))
(assert
 (and true true (> 4294967296 hi_y)))
(assert
 (and true true (< (- 4294967296) hi_y)))
(assert
 (let (($x4584 (and (>= (+ hi_x hi_y) (- 9223372036854775808)) (<= (+ hi_x hi_y) 9223372036854775807))))
(let (($x9913 (and (and true true (and true $x4584)) (= (+ hi_x hi_y) (+ hi_x hi_y)))))
(not (and $x9913)))))
(check-sat)
(pop 1)
(exit)
