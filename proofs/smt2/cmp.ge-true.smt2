; cmp/ge-true: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (>= x y))
(assert
 (not (=> and (and (= (>= x y) true)))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (>= x y))
(assert
 (not (=> and (and (= true (>= x y))))))
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
 (let (($x3072 (<= hi_y 9223372036854775807)))
 (let (($x9571 (>= hi_y (- 9223372036854775808))))
 (and $x9571 $x3072))))
(assert
 (<= x_y hi_y))
(assert
 (and true true (> 4294967296 hi_y)))
(assert
 (and true true (< (- 4294967296) hi_y)))
(assert
 (let (($x9455 (<= lo_y 9223372036854775807)))
 (let (($x11210 (>= lo_y (- 9223372036854775808))))
 (and $x11210 $x9455))))
(assert
 (<= lo_y x_y))
(assert
 (and true true (> 4294967296 lo_y)))
(assert
 (and true true (< (- 4294967296) lo_y)))
(assert
 (let (($x10133 (<= lo_x 9223372036854775807)))
 (let (($x2562 (>= lo_x (- 9223372036854775808))))
 (and $x2562 $x10133))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (and true true (>= lo_x hi_y)))
(assert
 (not (and (>= x_x x_y))))
(check-sat)
(pop)
