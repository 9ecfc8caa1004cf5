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
 (let (($x204007 (<= lo_x 9223372036854775807)))
 (let (($x205558 (>= lo_x (- 9223372036854775808))))
 (and $x205558 $x204007))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x197214 (and true (and (>= (+ lo_x 1) (- 9223372036854775808)) (<= (+ lo_x 1) 9223372036854775807)))))
(let (($x207981 (and (and (and true true $x197214) (= (+ lo_x 1) (+ lo_x 1))))))
(not $x207981))))
(check-sat)
(pop 1)
(exit)
