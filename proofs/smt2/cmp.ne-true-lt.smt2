; cmp/ne-true-lt: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (< x y))
(assert
 (not (=> and (and (= (and (distinct x y) true) true)))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (< x y))
(assert
 (not (=> and (and (= true (and (distinct x y) true))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_y () Int)
(declare-fun x_y () Int)
(declare-fun lo_y () Int)
(declare-fun hi_x () Int)
(declare-fun x_x () Int)
(assert
 (let (($x9455 (<= hi_y 9223372036854775807)))
 (let (($x7791 (>= hi_y (- 9223372036854775808))))
 (and $x7791 $x9455))))
(assert
 (<= x_y hi_y))
(assert
 (and true true (> 4294967296 hi_y)))
(assert
 (and true true (< (- 4294967296) hi_y)))
(assert
 (let (($x12480 (<= lo_y 9223372036854775807)))
 (let (($x11322 (>= lo_y (- 9223372036854775808))))
 (and $x11322 $x12480))))
(assert
 (<= lo_y x_y))
(assert
 (and true true (> 4294967296 lo_y)))
(assert
 (and true true (< (- 4294967296) lo_y)))
(assert
 (let (($x3134 (<= hi_x 9223372036854775807)))
 (let (($x2562 (>= hi_x (- 9223372036854775808))))
 (and $x2562 $x3134))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (and true true (< hi_x lo_y)))
(assert
 (not (and (< x_x x_y))))
(check-sat)
(pop)
