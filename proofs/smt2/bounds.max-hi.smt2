; bounds/max-hi: implication; every check-sat must answer unsat
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
 (let (($x204212 (and (<= (ite (> x y) x y) (ite (> hi_x hi_y) hi_x hi_y)))))
(not $x204212)))
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
 (let (($x205558 (<= hi_x 9223372036854775807)))
 (let (($x213669 (>= hi_x (- 9223372036854775808))))
 (and $x213669 $x205558))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x111135 (<= hi_y 9223372036854775807)))
 (let (($x207979 (>= hi_y (- 9223372036854775808))))
 (and $x207979 $x111135))))
(assert
 (<= x_y hi_y))
(assert
 (and true true (> 4294967296 hi_y)))
(assert
 (and true true (< (- 4294967296) hi_y)))
(assert
 (let ((?x12434 (ite (>= hi_x hi_y) hi_x hi_y)))
(let (($x205866 (and true true (and true (and (>= ?x12434 (- 9223372036854775808)) (<= ?x12434 9223372036854775807))))))
(not (and (and $x205866 (= ?x12434 (ite (> hi_x hi_y) hi_x hi_y))))))))
(check-sat)
(pop 1)
(exit)
