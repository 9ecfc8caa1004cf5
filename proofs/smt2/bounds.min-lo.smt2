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
 (let (($x88228 (and (<= (ite (< lo_y lo_x) lo_y lo_x) (ite (< y x) y x)))))
(not $x88228)))
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
 (let (($x167862 (<= lo_x 9223372036854775807)))
 (let (($x161623 (>= lo_x (- 9223372036854775808))))
 (and $x161623 $x167862))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x4482 (<= lo_y 9223372036854775807)))
 (let (($x42240 (>= lo_y (- 9223372036854775808))))
 (and $x42240 $x4482))))
(assert
 (<= lo_y x_y))
(assert
 (and true true (> 4294967296 lo_y)))
(assert
 (and true true (< (- 4294967296) lo_y)))
(assert
 (let (($x162658 (<= lo_x lo_y)))
(let ((?x173820 (ite $x162658 lo_x lo_y)))
(let (($x172960 (and true true (and true (and (>= ?x173820 (- 9223372036854775808)) (<= ?x173820 9223372036854775807))))))
(not (and (and $x172960 (= ?x173820 (ite (< lo_y lo_x) lo_y lo_x)))))))))
(check-sat)
(pop 1)
(exit)
