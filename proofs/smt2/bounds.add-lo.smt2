; bounds/add-lo: implication; every check-sat must answer unsat
; case index/int32
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun lo_x () Int)
(declare-fun y () Int)
(declare-fun lo_y () Int)
(assert
 (<= lo_x x))
(assert
 (<= lo_y y))
(assert
 (not (and (<= (+ lo_x lo_y) (+ x y)))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun lo_x () Int)
(declare-fun x_x () Int)
(declare-fun lo_y () Int)
(declare-fun x_y () Int)
(assert
 (let (($x971 (<= lo_x 9223372036854775807)))
 (let (($x7283 (>= lo_x (- 9223372036854775808))))
 (and $x7283 $x971))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x2608 (<= lo_y 9223372036854775807)))
 (let (($x6920 (>= lo_y (- 9223372036854775808))))
 (and $x6920 $x2608))))
(assert
 (<= lo_y x_y))
(assert
 (and true true (> 4294967296 lo_y)))
(assert
 (and true true (< (- 4294967296) lo_y)))
(assert
 (let (($x3484 (and (>= (+ lo_x lo_y) (- 9223372036854775808)) (<= (+ lo_x lo_y) 9223372036854775807))))
(let (($x1760 (and (and true true (and true $x3484)) (= (+ lo_x lo_y) (+ lo_x lo_y)))))
(not (and $x1760)))))
(check-sat)
(pop)
