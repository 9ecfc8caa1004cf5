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
 (let (($x201199 (and (<= (ite (> x y) x y) (ite (> hi_x hi_y) hi_x hi_y)))))
(not $x201199)))
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
 (let (($x206665 (<= hi_x 9223372036854775807)))
 (let (($x68572 (>= hi_x (- 9223372036854775808))))
 (and $x68572 $x206665))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x202998 (<= hi_y 9223372036854775807)))
 (let (($x95862 (>= hi_y (- 9223372036854775808))))
 (and $x95862 $x202998))))
(assert
 (<= x_y hi_y))
(assert
 (and true true (> 4294967296 hi_y)))
(assert
 (and true true (< (- 4294967296) hi_y)))
(assert
 (let ((?x200977 (ite (>= hi_x hi_y) hi_x hi_y)))
(let (($x84362 (and true true (and true (and (>= ?x200977 (- 9223372036854775808)) (<= ?x200977 9223372036854775807))))))
(not (and (and $x84362 (= ?x200977 (ite (> hi_x hi_y) hi_x hi_y))))))))
(check-sat)
(pop 1)
(exit)
