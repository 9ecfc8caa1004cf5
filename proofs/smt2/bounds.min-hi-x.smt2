; bounds/min-hi-x: implication; every check-sat must answer unsat
(set-logic QF_LIA)
; case index/int32
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_x () Int)
(declare-fun x () Int)
(declare-fun y () Int)
(assert
 (<= x hi_x))
(assert
 (not (and (<= (ite (< x y) x y) hi_x))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_x () Int)
(declare-fun x_x () Int)
(assert
 (let (($x17021 (<= hi_x 9223372036854775807)))
 (let (($x173406 (>= hi_x (- 9223372036854775808))))
 (and $x173406 $x17021))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (not (and (and true (= hi_x hi_x)))))
(check-sat)
(pop 1)
(exit)
