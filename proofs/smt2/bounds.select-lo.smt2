; bounds/select-lo: implication; every check-sat must answer unsat
(set-logic QF_LIA)
; case index/int32
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun lo_x () Int)
(declare-fun y () Int)
(declare-fun lo_y () Int)
(declare-fun b () Bool)
(assert
 (<= lo_x x))
(assert
 (<= lo_y y))
(assert
 (not (and (<= (ite (< lo_x lo_y) lo_x lo_y) (ite b x y)))))
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
 (let (($x205845 (<= lo_x 9223372036854775807)))
 (let (($x203666 (>= lo_x (- 9223372036854775808))))
 (and $x203666 $x205845))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x203981 (<= lo_y 9223372036854775807)))
 (let (($x125609 (>= lo_y (- 9223372036854775808))))
 (and $x125609 $x203981))))
(assert
 (<= lo_y x_y))
(assert
 (and true true (> 4294967296 lo_y)))
(assert
 (and true true (< (- 4294967296) lo_y)))
(assert
 (let ((?x209432 (ite (<= lo_x lo_y) lo_x lo_y)))
(let (($x207775 (and true true (and true (and (>= ?x209432 (- 9223372036854775808)) (<= ?x209432 9223372036854775807))))))
(not (and (and $x207775 (= ?x209432 (ite (< lo_x lo_y) lo_x lo_y))))))))
(check-sat)
(pop 1)
(exit)
