; facts/ge-hi: implication; every check-sat must answer unsat
(set-logic QF_LIA)
; case index/int32
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(declare-fun hi_x () Int)
(assert
 (>= x y))
(assert
 (<= x hi_x))
(assert
 (not (and (<= y hi_x))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_x () Int)
(declare-fun x_x () Int)
(assert
 (let (($x209432 (<= hi_x 9223372036854775807)))
 (let (($x110763 (>= hi_x (- 9223372036854775808))))
 (and $x110763 $x209432))))
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
