; bounds/sub-hi: implication; every check-sat must answer unsat
; case index/int32
(push)
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
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_x () Int)
(declare-fun x_x () Int)
(declare-fun lo_y () Int)
(declare-fun x_y () Int)
(assert
 (let (($x10336 (<= hi_x 9223372036854775807)))
 (let (($x9727 (>= hi_x (- 9223372036854775808))))
 (and $x9727 $x10336))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x13734 (<= lo_y 9223372036854775807)))
 (let (($x15209 (>= lo_y (- 9223372036854775808))))
 (and $x15209 $x13734))))
(assert
 (<= lo_y x_y))
(assert
 (and true true (> 4294967296 lo_y)))
(assert
 (and true true (< (- 4294967296) lo_y)))
(assert
 (let (($x4138 (and true (and (>= (- hi_x lo_y) (- 9223372036854775808)) (<= (- hi_x lo_y) 9223372036854775807)))))
(let (($x16782 (and (and true true $x4138) (= (- hi_x lo_y) (- hi_x lo_y)))))
(not (and $x16782)))))
(check-sat)
(pop)
