; facts/le-hi: implication; every check-sat must answer unsat
(set-logic QF_LIA)
; case index/int32
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(declare-fun hi_y () Int)
(assert
 (<= x y))
(assert
 (<= y hi_y))
(assert
 (not (and (<= x hi_y))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_y () Int)
(declare-fun x_y () Int)
(assert
 (let (($x17021 (<= hi_y 9223372036854775807)))
 (let (($x217093 (>= hi_y (- 9223372036854775808))))
 (and $x217093 $x17021))))
(assert
 (<= x_y hi_y))
(assert
 (and true true (> 4294967296 hi_y)))
(assert
 (and true true (< (- 4294967296) hi_y)))
(assert
 (not (and (and true (= hi_y hi_y)))))
(check-sat)
(pop 1)
(exit)
