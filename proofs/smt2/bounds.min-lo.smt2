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
 (let (($x166134 (and (<= (ite (< lo_y lo_x) lo_y lo_x) (ite (< y x) y x)))))
(not $x166134)))
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
 (let (($x205784 (<= lo_x 9223372036854775807)))
 (let (($x5686 (>= lo_x (- 9223372036854775808))))
 (and $x5686 $x205784))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x166199 (<= lo_y 9223372036854775807)))
 (let (($x206319 (>= lo_y (- 9223372036854775808))))
 (and $x206319 $x166199))))
(assert
 (<= lo_y x_y))
(assert
 (and true true (> 4294967296 lo_y)))
(assert
 (and true true (< (- 4294967296) lo_y)))
(assert
 (let (($x209296 (<= lo_x lo_y)))
(let ((?x200084 (ite $x209296 lo_x lo_y)))
(let (($x205246 (and true true (and true (and (>= ?x200084 (- 9223372036854775808)) (<= ?x200084 9223372036854775807))))))
(not (and (and $x205246 (= ?x200084 (ite (< lo_y lo_x) lo_y lo_x)))))))))
(check-sat)
(pop 1)
(exit)
