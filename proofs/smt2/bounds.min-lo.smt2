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
 (let (($x15697 (and (<= (ite (< lo_y lo_x) lo_y lo_x) (ite (< y x) y x)))))
(not $x15697)))
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
 (let (($x14388 (<= lo_x 9223372036854775807)))
 (let (($x9711 (>= lo_x (- 9223372036854775808))))
 (and $x9711 $x14388))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x124227 (<= lo_y 9223372036854775807)))
 (let (($x204773 (>= lo_y (- 9223372036854775808))))
 (and $x204773 $x124227))))
(assert
 (<= lo_y x_y))
(assert
 (and true true (> 4294967296 lo_y)))
(assert
 (and true true (< (- 4294967296) lo_y)))
(assert
 (let ((?x57147 (ite (<= lo_x lo_y) lo_x lo_y)))
(let (($x203695 (and true true (and true (and (>= ?x57147 (- 9223372036854775808)) (<= ?x57147 9223372036854775807))))))
(not (and (and $x203695 (= ?x57147 ?x57147)))))))
(check-sat)
(pop)
