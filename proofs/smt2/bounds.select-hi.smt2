; bounds/select-hi: implication; every check-sat must answer unsat
(set-logic QF_LIA)
; case index/int32
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_x () Int)
(declare-fun x () Int)
(declare-fun hi_y () Int)
(declare-fun y () Int)
(declare-fun b () Bool)
(assert
 (<= x hi_x))
(assert
 (<= y hi_y))
(assert
 (not (and (<= (ite b x y) (ite (> hi_x hi_y) hi_x hi_y)))))
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
 (let (($x203981 (<= hi_x 9223372036854775807)))
 (let (($x46205 (>= hi_x (- 9223372036854775808))))
 (and $x46205 $x203981))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x205274 (<= hi_y 9223372036854775807)))
 (let (($x204482 (>= hi_y (- 9223372036854775808))))
 (and $x204482 $x205274))))
(assert
 (<= x_y hi_y))
(assert
 (and true true (> 4294967296 hi_y)))
(assert
 (and true true (< (- 4294967296) hi_y)))
(assert
 (let ((?x207342 (ite (>= hi_x hi_y) hi_x hi_y)))
(let (($x17021 (and true true (and true (and (>= ?x207342 (- 9223372036854775808)) (<= ?x207342 9223372036854775807))))))
(not (and (and $x17021 (= ?x207342 (ite (> hi_x hi_y) hi_x hi_y))))))))
(check-sat)
(pop 1)
(exit)
