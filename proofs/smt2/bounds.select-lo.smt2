; bounds/select-lo: implication; every check-sat must answer unsat
; case index/int32
(push)
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
 (not (and (<= (ite (< lo_y lo_x) lo_y lo_x) (ite b x y)))))
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
 (let (($x198896 (<= lo_x 9223372036854775807)))
 (let (($x203678 (>= lo_x (- 9223372036854775808))))
 (and $x203678 $x198896))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x216857 (<= lo_y 9223372036854775807)))
 (let (($x197656 (>= lo_y (- 9223372036854775808))))
 (and $x197656 $x216857))))
(assert
 (<= lo_y x_y))
(assert
 (and true true (> 4294967296 lo_y)))
(assert
 (and true true (< (- 4294967296) lo_y)))
(assert
 (let ((?x197625 (ite (<= lo_x lo_y) lo_x lo_y)))
(let (($x204773 (and true true (and true (and (>= ?x197625 (- 9223372036854775808)) (<= ?x197625 9223372036854775807))))))
(not (and (and $x204773 (= ?x197625 ?x197625)))))))
(check-sat)
(pop)
