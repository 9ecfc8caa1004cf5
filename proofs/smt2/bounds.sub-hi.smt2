; bounds/sub-hi: implication; every check-sat must answer unsat
(set-logic QF_LIA)
; case index/int32
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_x () Int)
(declare-fun x () Int)
(declare-fun y () Int)
(declare-fun lo_y () Int)
(assert
 (<= x hi_x))
(assert
 (<= lo_y y))
(assert
 (not (and (<= (- x y) (- hi_x lo_y)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_x () Int)
(declare-fun x_x () Int)
(declare-fun lo_y () Int)
(declare-fun x_y () Int)
(assert
 (let (($x13080 (<= hi_x 9223372036854775807)))
 (let (($x13111 (>= hi_x (- 9223372036854775808))))
 (and $x13111 $x13080))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x12209 (<= lo_y 9223372036854775807)))
 (let (($x5790 (>= lo_y (- 9223372036854775808))))
 (and $x5790 $x12209))))
(assert
 (<= lo_y x_y))
(assert
 (and true true (> 4294967296 lo_y)))
(assert
 (and true true (< (- 4294967296) lo_y)))
(assert
 (let (($x795 (and true (and (>= (- hi_x lo_y) (- 9223372036854775808)) (<= (- hi_x lo_y) 9223372036854775807)))))
(let (($x4849 (and (and true true $x795) (= (- hi_x lo_y) (- hi_x lo_y)))))
(not (and $x4849)))))
(check-sat)
(pop 1)
(exit)
