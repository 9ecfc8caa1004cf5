; minmax/max-right: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(declare-fun ok_y () Int)
(assert
 (>= y x))
(assert
 (let ((?x4206 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x774 (and (distinct 0 ok_y) true)))
(not (=> (and $x774) (and $x774 (= (ite (< x ?x4206) ?x4206 x) ?x4206)))))))
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
 (>= y x))
(assert
 (let ((?x4206 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x774 (and (distinct 0 ok_y) true)))
(not (=> (and $x774) (and $x774 (= ?x4206 (ite (< x ?x4206) ?x4206 x))))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_x () Int)
(declare-fun x_x () Int)
(declare-fun lo_x () Int)
(declare-fun lo_y () Int)
(declare-fun x_y () Int)
(assert
 (let (($x2545 (<= hi_x 9223372036854775807)))
 (let (($x8126 (>= hi_x (- 9223372036854775808))))
 (and $x8126 $x2545))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x6143 (<= lo_x 9223372036854775807)))
 (let (($x15417 (>= lo_x (- 9223372036854775808))))
 (and $x15417 $x6143))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x2457 (<= lo_y 9223372036854775807)))
 (let (($x26 (>= lo_y (- 9223372036854775808))))
 (and $x26 $x2457))))
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
(pop)
