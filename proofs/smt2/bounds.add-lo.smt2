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
 (let (($x15223 (<= lo_x 9223372036854775807)))
 (let (($x5236 (>= lo_x (- 9223372036854775808))))
 (and $x5236 $x15223))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x1387 (<= lo_y 9223372036854775807)))
 (let (($x8243 (>= lo_y (- 9223372036854775808))))
 (and $x8243 $x1387))))
(assert
 (<= lo_y x_y))
(assert
 (and true true (> 4294967296 lo_y)))
(assert
 (and true true (< (- 4294967296) lo_y)))
(assert
 (let (($x2937 (and (>= (+ lo_x lo_y) (- 9223372036854775808)) (<= (+ lo_x lo_y) 9223372036854775807))))
(let (($x4465 (and (and true true (and true $x2937)) (= (+ lo_x lo_y) (+ lo_x lo_y)))))
(not (and $x4465)))))
(check-sat)
(pop)
