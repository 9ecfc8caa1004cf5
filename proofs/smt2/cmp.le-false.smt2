; cmp/le-false: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (> x y))
(assert
 (not (=> and (and (= (<= x y) false)))))
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
 (not (=> and (and (= false (<= x y))))))
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
 (let (($x12524 (<= hi_y 9223372036854775807)))
 (let (($x10934 (>= hi_y (- 9223372036854775808))))
 (and $x10934 $x12524))))
(assert
 (<= x_y hi_y))
(assert
 (and true true (> 4294967296 hi_y)))
(assert
 (and true true (< (- 4294967296) hi_y)))
(assert
 (let (($x779 (<= lo_y 9223372036854775807)))
 (let (($x15303 (>= lo_y (- 9223372036854775808))))
 (and $x15303 $x779))))
(assert
 (<= lo_y x_y))
(assert
 (and true true (> 4294967296 lo_y)))
(assert
 (and true true (< (- 4294967296) lo_y)))
(assert
 (let (($x10353 (<= lo_x 9223372036854775807)))
 (let (($x12480 (>= lo_x (- 9223372036854775808))))
 (and $x12480 $x10353))))
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
