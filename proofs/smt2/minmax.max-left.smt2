; minmax/max-left: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(declare-fun ok_x () Int)
(assert
 (>= x y))
(assert
 (let ((?x6053 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x11406 (and (distinct ok_x 0) true)))
(not (=> (and $x11406) (and $x11406 (= (ite (> ?x6053 y) ?x6053 y) ?x6053)))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(declare-fun ok_x () Int)
(assert
 (>= x y))
(assert
 (let ((?x6053 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x11406 (and (distinct ok_x 0) true)))
(not (=> (and $x11406) (and $x11406 (= ?x6053 (ite (> ?x6053 y) ?x6053 y))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_y () Int)
(declare-fun x_y () Int)
(declare-fun lo_y () Int)
(declare-fun lo_x () Int)
(declare-fun x_x () Int)
(assert
 (let (($x2438 (<= hi_y 9223372036854775807)))
 (let (($x12925 (>= hi_y (- 9223372036854775808))))
 (and $x12925 $x2438))))
(assert
 (<= x_y hi_y))
(assert
 (and true true (> 4294967296 hi_y)))
(assert
 (and true true (< (- 4294967296) hi_y)))
(assert
 (let (($x7226 (<= lo_y 9223372036854775807)))
 (let (($x7578 (>= lo_y (- 9223372036854775808))))
 (and $x7578 $x7226))))
(assert
 (<= lo_y x_y))
(assert
 (and true true (> 4294967296 lo_y)))
(assert
 (and true true (< (- 4294967296) lo_y)))
(assert
 (let (($x6933 (<= lo_x 9223372036854775807)))
 (let (($x1807 (>= lo_x (- 9223372036854775808))))
 (and $x1807 $x6933))))
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
(pop 1)
(exit)
