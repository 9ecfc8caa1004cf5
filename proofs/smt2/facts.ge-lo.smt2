; facts/ge-lo: implication; every check-sat must answer unsat
(set-logic QF_LIA)
; case index/int32
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(declare-fun lo_y () Int)
(assert
 (>= x y))
(assert
 (<= lo_y y))
(assert
 (not (and (<= lo_y x))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun lo_y () Int)
(declare-fun x_y () Int)
(assert
 (let (($x201633 (<= lo_y 9223372036854775807)))
 (let (($x202104 (>= lo_y (- 9223372036854775808))))
 (and $x202104 $x201633))))
(assert
 (<= lo_y x_y))
(assert
 (and true true (> 4294967296 lo_y)))
(assert
 (and true true (< (- 4294967296) lo_y)))
(assert
 (not (and (and true (= lo_y lo_y)))))
(check-sat)
(pop 1)
(exit)
