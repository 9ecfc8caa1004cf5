; cmp/ne-true-lt: refinement both ways; every check-sat must answer unsat
(set-logic QF_LIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (< x y))
(assert
 (not (=> true (and (= (and (distinct x y) true) true)))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (< x y))
(assert
 (not (=> true (and (= true (and (distinct x y) true))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_y () Int)
(declare-fun x_y () Int)
(declare-fun lo_y () Int)
(declare-fun hi_x () Int)
(declare-fun x_x () Int)
(assert
 (let (($x14299 (<= hi_y 9223372036854775807)))
 (let (($x16012 (>= hi_y (- 9223372036854775808))))
 (and $x16012 $x14299))))
(assert
 (<= x_y hi_y))
(assert
 (and true true (> 4294967296 hi_y)))
(assert
 (and true true (< (- 4294967296) hi_y)))
(assert
 (let (($x4101 (<= lo_y 9223372036854775807)))
 (let (($x8394 (>= lo_y (- 9223372036854775808))))
 (and $x8394 $x4101))))
(assert
 (<= lo_y x_y))
(assert
 (and true true (> 4294967296 lo_y)))
(assert
 (and true true (< (- 4294967296) lo_y)))
(assert
 (let (($x3735 (<= hi_x 9223372036854775807)))
 (let (($x2210 (>= hi_x (- 9223372036854775808))))
 (and $x2210 $x3735))))
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
(pop 1)
(exit)
