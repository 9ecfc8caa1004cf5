; facts/lt-lo: implication; every check-sat must answer unsat
; case index/int32
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(declare-fun lo_x () Int)
(assert
 (< x y))
(assert
 (<= lo_x x))
(assert
 (not (and (<= (+ lo_x 1) y))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun lo_x () Int)
(declare-fun x_x () Int)
(assert
 (let (($x203678 (<= lo_x 9223372036854775807)))
 (let (($x9711 (>= lo_x (- 9223372036854775808))))
 (and $x9711 $x203678))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x87194 (and true (and (>= (+ lo_x 1) (- 9223372036854775808)) (<= (+ lo_x 1) 9223372036854775807)))))
(let (($x205037 (and (and (and true true $x87194) (= (+ lo_x 1) (+ lo_x 1))))))
(not $x205037))))
(check-sat)
(pop)
