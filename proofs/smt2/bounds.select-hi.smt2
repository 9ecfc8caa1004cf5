; bounds/select-hi: implication; every check-sat must answer unsat
; case index/int32
(push)
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
 (not (and (<= (ite b x y) (ite (< hi_x hi_y) hi_y hi_x)))))
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
 (let (($x98686 (<= hi_x 9223372036854775807)))
 (let (($x213153 (>= hi_x (- 9223372036854775808))))
 (and $x213153 $x98686))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x172318 (<= hi_y 9223372036854775807)))
 (let (($x206782 (>= hi_y (- 9223372036854775808))))
 (and $x206782 $x172318))))
(assert
 (<= x_y hi_y))
(assert
 (and true true (> 4294967296 hi_y)))
(assert
 (and true true (< (- 4294967296) hi_y)))
(assert
 (let ((?x197654 (ite (>= hi_x hi_y) hi_x hi_y)))
(let (($x204773 (and true true (and true (and (>= ?x197654 (- 9223372036854775808)) (<= ?x197654 9223372036854775807))))))
(not (and (and $x204773 (= ?x197654 ?x197654)))))))
(check-sat)
(pop)
