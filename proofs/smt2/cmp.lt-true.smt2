; cmp/lt-true: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (< x y))
(assert
 (not (=> and (and (= (< x y) true)))))
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
 (not (=> and (and (= true (< x y))))))
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
 (let (($x2466 (<= hi_y 9223372036854775807)))
 (let (($x1942 (>= hi_y (- 9223372036854775808))))
 (and $x1942 $x2466))))
(assert
 (<= x_y hi_y))
(assert
 (and true true (> 4294967296 hi_y)))
(assert
 (and true true (< (- 4294967296) hi_y)))
(assert
 (let (($x17820 (<= lo_y 9223372036854775807)))
 (let (($x4314 (>= lo_y (- 9223372036854775808))))
 (and $x4314 $x17820))))
(assert
 (<= lo_y x_y))
(assert
 (and true true (> 4294967296 lo_y)))
(assert
 (and true true (< (- 4294967296) lo_y)))
(assert
 (let (($x97 (<= hi_x 9223372036854775807)))
 (let (($x14621 (>= hi_x (- 9223372036854775808))))
 (and $x14621 $x97))))
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
