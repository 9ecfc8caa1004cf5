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
 (let (($x9503 (<= hi_x 9223372036854775807)))
 (let (($x7299 (>= hi_x (- 9223372036854775808))))
 (and $x7299 $x9503))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x3735 (<= lo_y 9223372036854775807)))
 (let (($x4313 (>= lo_y (- 9223372036854775808))))
 (and $x4313 $x3735))))
(assert
 (<= lo_y x_y))
(assert
 (and true true (> 4294967296 lo_y)))
(assert
 (and true true (< (- 4294967296) lo_y)))
(assert
 (let (($x6121 (and true (and (>= (- hi_x lo_y) (- 9223372036854775808)) (<= (- hi_x lo_y) 9223372036854775807)))))
(let (($x18639 (and (and true true $x6121) (= (- hi_x lo_y) (- hi_x lo_y)))))
(not (and $x18639)))))
(check-sat)
(pop 1)
(exit)
