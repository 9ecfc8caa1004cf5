; cmp/ge-false: refinement both ways; every check-sat must answer unsat
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
 (not (=> true (and (= (>= x y) false)))))
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
 (not (=> true (and (= false (>= x y))))))
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
 (let (($x16723 (<= hi_y 9223372036854775807)))
 (let (($x896 (>= hi_y (- 9223372036854775808))))
 (and $x896 $x16723))))
(assert
 (<= x_y hi_y))
(assert
 (and true true (> 4294967296 hi_y)))
(assert
 (and true true (< (- 4294967296) hi_y)))
(assert
 (let (($x3325 (<= lo_y 9223372036854775807)))
 (let (($x2210 (>= lo_y (- 9223372036854775808))))
 (and $x2210 $x3325))))
(assert
 (<= lo_y x_y))
(assert
 (and true true (> 4294967296 lo_y)))
(assert
 (and true true (< (- 4294967296) lo_y)))
(assert
 (let (($x18261 (<= hi_x 9223372036854775807)))
 (let (($x706 (>= hi_x (- 9223372036854775808))))
 (and $x706 $x18261))))
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
