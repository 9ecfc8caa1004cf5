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
 (let ((?x1837 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x3883 (and (distinct 0 ok_y) true)))
(not (=> (and $x3883) (and $x3883 (= (ite (< ?x1837 x) ?x1837 x) ?x1837)))))))
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
 (let ((?x1837 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x3883 (and (distinct 0 ok_y) true)))
(not (=> (and $x3883) (and $x3883 (= ?x1837 (ite (< ?x1837 x) ?x1837 x))))))))
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
 (let (($x3497 (<= hi_x 9223372036854775807)))
 (let (($x8649 (>= hi_x (- 9223372036854775808))))
 (and $x8649 $x3497))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x38 (<= lo_x 9223372036854775807)))
 (let (($x4134 (>= lo_x (- 9223372036854775808))))
 (and $x4134 $x38))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x1896 (<= hi_y 9223372036854775807)))
 (let (($x12 (>= hi_y (- 9223372036854775808))))
 (and $x12 $x1896))))
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
