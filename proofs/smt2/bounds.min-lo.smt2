; bounds/min-lo: implication; every check-sat must answer unsat
(set-logic QF_LIA)
; case index/int32
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun lo_x () Int)
(declare-fun y () Int)
(declare-fun lo_y () Int)
(assert
 (<= lo_x x))
(assert
 (<= lo_y y))
(assert
 (let (($x170453 (and (<= (ite (< lo_x lo_y) lo_x lo_y) (ite (< x y) x y)))))
(not $x170453)))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun lo_x () Int)
(declare-fun x_x () Int)
(declare-fun lo_y () Int)
(declare-fun x_y () Int)
(assert
 (let (($x207979 (<= lo_x 9223372036854775807)))
 (let (($x111135 (>= lo_x (- 9223372036854775808))))
 (and $x111135 $x207979))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x197517 (<= lo_y 9223372036854775807)))
 (let (($x205076 (>= lo_y (- 9223372036854775808))))
 (and $x205076 $x197517))))
(assert
 (<= lo_y x_y))
(assert
 (and true true (> 4294967296 lo_y)))
(assert
 (and true true (< (- 4294967296) lo_y)))
(assert
 (let ((?x165187 (ite (<= lo_x lo_y) lo_x lo_y)))
(let (($x207981 (and true true (and true (and (>= ?x165187 (- 9223372036854775808)) (<= ?x165187 9223372036854775807))))))
(not (and (and $x207981 (= ?x165187 (ite (< lo_x lo_y) lo_x lo_y))))))))
(check-sat)
(pop 1)
(exit)
