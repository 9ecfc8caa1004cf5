; bounds/min-lo: implication; every check-sat must answer unsat
; case index/int32
(push)
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
 (let (($x199241 (and (<= (ite (< lo_y lo_x) lo_y lo_x) (ite (< y x) y x)))))
(not $x199241)))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun lo_x () Int)
(declare-fun x_x () Int)
(declare-fun lo_y () Int)
(declare-fun x_y () Int)
(assert
 (let (($x206190 (<= lo_x 9223372036854775807)))
 (let (($x12934 (>= lo_x (- 9223372036854775808))))
 (and $x12934 $x206190))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x88292 (<= lo_y 9223372036854775807)))
 (let (($x87962 (>= lo_y (- 9223372036854775808))))
 (and $x87962 $x88292))))
(assert
 (<= lo_y x_y))
(assert
 (and true true (> 4294967296 lo_y)))
(assert
 (and true true (< (- 4294967296) lo_y)))
(assert
 (let ((?x178740 (ite (<= lo_x lo_y) lo_x lo_y)))
(let (($x205200 (and true true (and true (and (>= ?x178740 (- 9223372036854775808)) (<= ?x178740 9223372036854775807))))))
(not (and (and $x205200 (= ?x178740 ?x178740)))))))
(check-sat)
(pop)
