; bounds/min-hi-y: implication; every check-sat must answer unsat
(set-logic QF_LIA)
; case index/int32
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_y () Int)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (<= y hi_y))
(assert
 (not (and (<= (ite (< x y) x y) hi_y))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_y () Int)
(declare-fun x_y () Int)
(assert
 (let (($x209240 (<= hi_y 9223372036854775807)))
 (let (($x207775 (>= hi_y (- 9223372036854775808))))
 (and $x207775 $x209240))))
(assert
 (<= x_y hi_y))
(assert
 (and true true (> 4294967296 hi_y)))
(assert
 (and true true (< (- 4294967296) hi_y)))
(assert
 (not (and (and true (= hi_y hi_y)))))
(check-sat)
(pop 1)
(exit)
