; bounds/add-lo: implication; every check-sat must answer unsat
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
 (not (and (<= (+ lo_x lo_y) (+ x y)))))
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
 (let (($x7582 (<= lo_x 9223372036854775807)))
 (let (($x2188 (>= lo_x (- 9223372036854775808))))
 (and $x2188 $x7582))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x4620 (<= lo_y 9223372036854775807)))
 (let (($x3325 (>= lo_y (- 9223372036854775808))))
 (and $x3325 $x4620))))
(assert
 (<= lo_y x_y))
(assert
 (and true true (> 4294967296 lo_y)))
(assert
 (and true true (< (- 4294967296) lo_y)))
(assert
 (let (($x2081 (and (>= (+ lo_x lo_y) (- 9223372036854775808)) (<= (+ lo_x lo_y) 9223372036854775807))))
(let (($x12721 (and (and true true (and true $x2081)) (= (+ lo_x lo_y) (+ lo_x lo_y)))))
(not (and $x12721)))))
(check-sat)
(pop 1)
(exit)
