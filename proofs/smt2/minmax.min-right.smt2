; minmax/min-right: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(declare-fun ok_y () Int)
(assert
 (<= y x))
(assert
 (let ((?x3147 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x12524 (and (distinct 0 ok_y) true)))
(not (=> (and $x12524) (and $x12524 (= (ite (< ?x3147 x) ?x3147 x) ?x3147)))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(declare-fun ok_y () Int)
(assert
 (<= y x))
(assert
 (let ((?x3147 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x12524 (and (distinct 0 ok_y) true)))
(not (=> (and $x12524) (and $x12524 (= ?x3147 (ite (< ?x3147 x) ?x3147 x))))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_x () Int)
(declare-fun x_x () Int)
(declare-fun lo_x () Int)
(declare-fun hi_y () Int)
(declare-fun x_y () Int)
(assert
 (let (($x1726 (<= hi_x 9223372036854775807)))
 (let (($x8151 (>= hi_x (- 9223372036854775808))))
 (and $x8151 $x1726))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x4181 (<= lo_x 9223372036854775807)))
 (let (($x4672 (>= lo_x (- 9223372036854775808))))
 (and $x4672 $x4181))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x12505 (<= hi_y 9223372036854775807)))
 (let (($x17 (>= hi_y (- 9223372036854775808))))
 (and $x17 $x12505))))
(assert
 (<= x_y hi_y))
(assert
 (and true true (> 4294967296 hi_y)))
(assert
 (and true true (< (- 4294967296) hi_y)))
(assert
 (and true true (<= hi_y lo_x)))
(assert
 (not (and (<= x_y x_x))))
(check-sat)
(pop)
