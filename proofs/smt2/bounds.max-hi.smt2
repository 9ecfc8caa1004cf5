; bounds/max-hi: implication; every check-sat must answer unsat
(set-logic QF_LIA)
; case index/int32
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_x () Int)
(declare-fun x () Int)
(declare-fun hi_y () Int)
(declare-fun y () Int)
(assert
 (<= x hi_x))
(assert
 (<= y hi_y))
(assert
 (let (($x166530 (and (<= (ite (< x y) y x) (ite (< hi_x hi_y) hi_y hi_x)))))
(not $x166530)))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_x () Int)
(declare-fun x_x () Int)
(declare-fun hi_y () Int)
(declare-fun x_y () Int)
(assert
 (let (($x167079 (<= hi_x 9223372036854775807)))
 (let (($x13580 (>= hi_x (- 9223372036854775808))))
 (and $x13580 $x167079))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x85015 (<= hi_y 9223372036854775807)))
 (let (($x69285 (>= hi_y (- 9223372036854775808))))
 (and $x69285 $x85015))))
(assert
 (<= x_y hi_y))
(assert
 (and true true (> 4294967296 hi_y)))
(assert
 (and true true (< (- 4294967296) hi_y)))
(assert
 (let ((?x44008 (ite (>= hi_x hi_y) hi_x hi_y)))
(let (($x2249 (and true true (and true (and (>= ?x44008 (- 9223372036854775808)) (<= ?x44008 9223372036854775807))))))
(not (and (and $x2249 (= ?x44008 (ite (< hi_x hi_y) hi_y hi_x))))))))
(check-sat)
(pop 1)
(exit)
