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
 (let (($x586 (and (<= (ite (< lo_x lo_y) lo_x lo_y) (ite (< x y) x y)))))
(not $x586)))
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
 (let (($x60875 (<= lo_x 9223372036854775807)))
 (let (($x204206 (>= lo_x (- 9223372036854775808))))
 (and $x204206 $x60875))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x69637 (<= lo_y 9223372036854775807)))
 (let (($x205059 (>= lo_y (- 9223372036854775808))))
 (and $x205059 $x69637))))
(assert
 (<= lo_y x_y))
(assert
 (and true true (> 4294967296 lo_y)))
(assert
 (and true true (< (- 4294967296) lo_y)))
(assert
 (let ((?x205845 (ite (<= lo_x lo_y) lo_x lo_y)))
(let (($x207775 (and true true (and true (and (>= ?x205845 (- 9223372036854775808)) (<= ?x205845 9223372036854775807))))))
(not (and (and $x207775 (= ?x205845 (ite (< lo_x lo_y) lo_x lo_y))))))))
(check-sat)
(pop 1)
(exit)
