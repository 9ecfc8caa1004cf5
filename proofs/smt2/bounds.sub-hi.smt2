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
 (let (($x370 (<= hi_x 9223372036854775807)))
 (let (($x11424 (>= hi_x (- 9223372036854775808))))
 (and $x11424 $x370))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x16835 (<= lo_y 9223372036854775807)))
 (let (($x13470 (>= lo_y (- 9223372036854775808))))
 (and $x13470 $x16835))))
(assert
 (<= lo_y x_y))
(assert
 (and true true (> 4294967296 lo_y)))
(assert
 (and true true (< (- 4294967296) lo_y)))
(assert
 (let (($x13862 (and true (and (>= (- hi_x lo_y) (- 9223372036854775808)) (<= (- hi_x lo_y) 9223372036854775807)))))
(let (($x12731 (and (and true true $x13862) (= (- hi_x lo_y) (- hi_x lo_y)))))
(not (and $x12731)))))
(check-sat)
(pop 1)
(exit)
