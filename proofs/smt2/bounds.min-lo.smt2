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
 (let (($x205563 (and (<= (ite (< lo_y lo_x) lo_y lo_x) (ite (< y x) y x)))))
(not $x205563)))
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
 (let (($x75400 (<= lo_x 9223372036854775807)))
 (let (($x200196 (>= lo_x (- 9223372036854775808))))
 (and $x200196 $x75400))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x76976 (<= lo_y 9223372036854775807)))
 (let (($x72077 (>= lo_y (- 9223372036854775808))))
 (and $x72077 $x76976))))
(assert
 (<= lo_y x_y))
(assert
 (and true true (> 4294967296 lo_y)))
(assert
 (and true true (< (- 4294967296) lo_y)))
(assert
 (let (($x165202 (<= lo_x lo_y)))
(let ((?x204264 (ite $x165202 lo_x lo_y)))
(let (($x200201 (and true true (and true (and (>= ?x204264 (- 9223372036854775808)) (<= ?x204264 9223372036854775807))))))
(not (and (and $x200201 (= ?x204264 (ite (< lo_y lo_x) lo_y lo_x)))))))))
(check-sat)
(pop 1)
(exit)
