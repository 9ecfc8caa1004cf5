; facts/ge-lo: implication; every check-sat must answer unsat
; case index/int32
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(declare-fun lo_y () Int)
(assert
 (>= x y))
(assert
 (<= lo_y y))
(assert
 (not (and (<= lo_y x))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun lo_y () Int)
(declare-fun x_y () Int)
(assert
 (let (($x214201 (<= lo_y 9223372036854775807)))
 (let (($x198629 (>= lo_y (- 9223372036854775808))))
 (and $x198629 $x214201))))
(assert
 (<= lo_y x_y))
(assert
 (and true true (> 4294967296 lo_y)))
(assert
 (and true true (< (- 4294967296) lo_y)))
(assert
 (not (and (and true (= lo_y lo_y)))))
(check-sat)
(pop)
