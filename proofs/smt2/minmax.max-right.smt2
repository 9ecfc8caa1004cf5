; minmax/max-right: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(declare-fun ok_y () Int)
(assert
 (>= y x))
(assert
 (let ((?x3713 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x17675 (and (distinct ok_y 0) true)))
(not (=> (and $x17675) (and $x17675 (= (ite (> x ?x3713) x ?x3713) ?x3713)))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(declare-fun ok_y () Int)
(assert
 (>= y x))
(assert
 (let ((?x3713 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x17675 (and (distinct ok_y 0) true)))
(not (=> (and $x17675) (and $x17675 (= ?x3713 (ite (> x ?x3713) x ?x3713))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_x () Int)
(declare-fun x_x () Int)
(declare-fun lo_x () Int)
(declare-fun lo_y () Int)
(declare-fun x_y () Int)
(assert
 (let (($x16240 (<= hi_x 9223372036854775807)))
 (let (($x5617 (>= hi_x (- 9223372036854775808))))
 (and $x5617 $x16240))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x1625 (<= lo_x 9223372036854775807)))
 (let (($x2427 (>= lo_x (- 9223372036854775808))))
 (and $x2427 $x1625))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x12598 (<= lo_y 9223372036854775807)))
 (let (($x6933 (>= lo_y (- 9223372036854775808))))
 (and $x6933 $x12598))))
(assert
 (<= lo_y x_y))
(assert
 (and true true (> 4294967296 lo_y)))
(assert
 (and true true (< (- 4294967296) lo_y)))
(assert
 (and true true (>= lo_y hi_x)))
(assert
 (not (and (>= x_y x_x))))
(check-sat)
(pop 1)
(exit)
