; facts/lt-hi: implication; every check-sat must answer unsat
(set-logic QF_LIA)
; case index/int32
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(declare-fun hi_y () Int)
(assert
 (< x y))
(assert
 (<= y hi_y))
(assert
 (not (and (<= x (- hi_y 1)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_y () Int)
(declare-fun x_y () Int)
(assert
 (let (($x164671 (<= hi_y 9223372036854775807)))
 (let (($x204206 (>= hi_y (- 9223372036854775808))))
 (and $x204206 $x164671))))
(assert
 (<= x_y hi_y))
(assert
 (and true true (> 4294967296 hi_y)))
(assert
 (and true true (< (- 4294967296) hi_y)))
(assert
 (let (($x204482 (and true (and (>= (- hi_y 1) (- 9223372036854775808)) (<= (- hi_y 1) 9223372036854775807)))))
(let (($x5743 (and (and (and true true $x204482) (= (- hi_y 1) (- hi_y 1))))))
(not $x5743))))
(check-sat)
(pop 1)
(exit)
