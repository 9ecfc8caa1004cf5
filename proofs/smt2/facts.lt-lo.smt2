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
 (let (($x203981 (<= lo_x 9223372036854775807)))
 (let (($x204206 (>= lo_x (- 9223372036854775808))))
 (and $x204206 $x203981))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x216871 (and true (and (>= (+ lo_x 1) (- 9223372036854775808)) (<= (+ lo_x 1) 9223372036854775807)))))
(let (($x202104 (and (and (and true true $x216871) (= (+ lo_x 1) (+ lo_x 1))))))
(not $x202104))))
(check-sat)
(pop 1)
(exit)
