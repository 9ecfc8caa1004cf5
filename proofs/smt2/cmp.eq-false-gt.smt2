; cmp/eq-false-gt: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (> x y))
(assert
 (not (=> and (and (= (= x y) false)))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (> x y))
(assert
 (not (=> and (and (= false (= x y))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_y () Int)
(declare-fun x_y () Int)
(declare-fun lo_y () Int)
(declare-fun lo_x () Int)
(declare-fun x_x () Int)
(assert
 (let (($x12482 (<= hi_y 9223372036854775807)))
 (let (($x9442 (>= hi_y (- 9223372036854775808))))
 (and $x9442 $x12482))))
(assert
 (<= x_y hi_y))
(assert
 (and true true (> 4294967296 hi_y)))
(assert
 (and true true (< (- 4294967296) hi_y)))
(assert
 (let (($x14803 (<= lo_y 9223372036854775807)))
 (let (($x2895 (>= lo_y (- 9223372036854775808))))
 (and $x2895 $x14803))))
(assert
 (<= lo_y x_y))
(assert
 (and true true (> 4294967296 lo_y)))
(assert
 (and true true (< (- 4294967296) lo_y)))
(assert
 (let (($x12266 (<= lo_x 9223372036854775807)))
 (let (($x17820 (>= lo_x (- 9223372036854775808))))
 (and $x17820 $x12266))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (and true true (> lo_x hi_y)))
(assert
 (not (and (> x_x x_y))))
(check-sat)
(pop)
