; minmax/max-left: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(declare-fun ok_x () Int)
(assert
 (>= x y))
(assert
 (let ((?x4024 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x12388 (and (distinct 0 ok_x) true)))
(not (=> (and $x12388) (and $x12388 (= (ite (< ?x4024 y) y ?x4024) ?x4024)))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(declare-fun ok_x () Int)
(assert
 (>= x y))
(assert
 (let ((?x4024 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x12388 (and (distinct 0 ok_x) true)))
(not (=> (and $x12388) (and $x12388 (= ?x4024 (ite (< ?x4024 y) y ?x4024))))))))
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
 (let (($x5955 (<= hi_y 9223372036854775807)))
 (let (($x1016 (>= hi_y (- 9223372036854775808))))
 (and $x1016 $x5955))))
(assert
 (<= x_y hi_y))
(assert
 (and true true (> 4294967296 hi_y)))
(assert
 (and true true (< (- 4294967296) hi_y)))
(assert
 (let (($x3244 (<= lo_y 9223372036854775807)))
 (let (($x818 (>= lo_y (- 9223372036854775808))))
 (and $x818 $x3244))))
(assert
 (<= lo_y x_y))
(assert
 (and true true (> 4294967296 lo_y)))
(assert
 (and true true (< (- 4294967296) lo_y)))
(assert
 (let (($x605 (<= lo_x 9223372036854775807)))
 (let (($x24 (>= lo_x (- 9223372036854775808))))
 (and $x24 $x605))))
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
