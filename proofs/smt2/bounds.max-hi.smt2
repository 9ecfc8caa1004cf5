; bounds/max-hi: implication; every check-sat must answer unsat
; case index/int32
(push)
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
 (let (($x112265 (and (<= (ite (< x y) y x) (ite (< hi_x hi_y) hi_y hi_x)))))
(not $x112265)))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_x () Int)
(declare-fun x_x () Int)
(declare-fun hi_y () Int)
(declare-fun x_y () Int)
(assert
 (let (($x12934 (<= hi_x 9223372036854775807)))
 (let (($x63681 (>= hi_x (- 9223372036854775808))))
 (and $x63681 $x12934))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x115595 (<= hi_y 9223372036854775807)))
 (let (($x197625 (>= hi_y (- 9223372036854775808))))
 (and $x197625 $x115595))))
(assert
 (<= x_y hi_y))
(assert
 (and true true (> 4294967296 hi_y)))
(assert
 (and true true (< (- 4294967296) hi_y)))
(assert
 (let ((?x204356 (ite (>= hi_x hi_y) hi_x hi_y)))
(let (($x202788 (and true true (and true (and (>= ?x204356 (- 9223372036854775808)) (<= ?x204356 9223372036854775807))))))
(not (and (and $x202788 (= ?x204356 ?x204356)))))))
(check-sat)
(pop)
