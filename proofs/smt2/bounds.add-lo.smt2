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
 (let (($x3895 (<= lo_x 9223372036854775807)))
 (let (($x15525 (>= lo_x (- 9223372036854775808))))
 (and $x15525 $x3895))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x12504 (<= lo_y 9223372036854775807)))
 (let (($x9503 (>= lo_y (- 9223372036854775808))))
 (and $x9503 $x12504))))
(assert
 (<= lo_y x_y))
(assert
 (and true true (> 4294967296 lo_y)))
(assert
 (and true true (< (- 4294967296) lo_y)))
(assert
 (let (($x7607 (and (>= (+ lo_x lo_y) (- 9223372036854775808)) (<= (+ lo_x lo_y) 9223372036854775807))))
(let (($x16138 (and (and true true (and true $x7607)) (= (+ lo_x lo_y) (+ lo_x lo_y)))))
(not (and $x16138)))))
(check-sat)
(pop 1)
(exit)
