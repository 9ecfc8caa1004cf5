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
 (let (($x205059 (and (<= (ite (> x y) x y) (ite (> hi_x hi_y) hi_x hi_y)))))
(not $x205059)))
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
 (let (($x208817 (<= hi_x 9223372036854775807)))
 (let (($x203711 (>= hi_x (- 9223372036854775808))))
 (and $x203711 $x208817))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x217093 (<= hi_y 9223372036854775807)))
 (let (($x205274 (>= hi_y (- 9223372036854775808))))
 (and $x205274 $x217093))))
(assert
 (<= x_y hi_y))
(assert
 (and true true (> 4294967296 hi_y)))
(assert
 (and true true (< (- 4294967296) hi_y)))
(assert
 (let ((?x203666 (ite (>= hi_x hi_y) hi_x hi_y)))
(let (($x203659 (and true true (and true (and (>= ?x203666 (- 9223372036854775808)) (<= ?x203666 9223372036854775807))))))
(not (and (and $x203659 (= ?x203666 (ite (> hi_x hi_y) hi_x hi_y))))))))
(check-sat)
(pop 1)
(exit)
