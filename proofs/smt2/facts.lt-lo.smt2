; facts/lt-lo: implication; every check-sat must answer unsat
(set-logic QF_LIA)
; case index/int32
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(declare-fun lo_x () Int)
(assert
 (< x y))
(assert
 (<= lo_x x))
(assert
 (not (and (<= (+ lo_x 1) y))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun lo_x () Int)
(declare-fun x_x () Int)
(assert
 (let (($x211954 (<= lo_x 9223372036854775807)))
 (let (($x85686 (>= lo_x (- 9223372036854775808))))
 (and $x85686 $x211954))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x203078 (and true (and (>= (+ lo_x 1) (- 9223372036854775808)) (<= (+ lo_x 1) 9223372036854775807)))))
(let (($x199320 (and (and (and true true $x203078) (= (+ lo_x 1) (+ lo_x 1))))))
(not $x199320))))
(check-sat)
(pop 1)
(exit)
