; facts/le-lo: implication; every check-sat must answer unsat
(set-logic QF_LIA)
; case index/int32
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(declare-fun lo_x () Int)
(assert
 (<= x y))
(assert
 (<= lo_x x))
(assert
 (not (and (<= lo_x y))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun lo_x () Int)
(declare-fun x_x () Int)
(assert
 (let (($x185191 (<= lo_x 9223372036854775807)))
 (let (($x218507 (>= lo_x (- 9223372036854775808))))
 (and $x218507 $x185191))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (not (and (and true (= lo_x lo_x)))))
(check-sat)
(pop 1)
(exit)
