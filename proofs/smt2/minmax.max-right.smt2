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
 (let ((?x8153 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x11961 (and (distinct 0 ok_y) true)))
(not (=> (and $x11961) (and $x11961 (= (ite (< x ?x8153) ?x8153 x) ?x8153)))))))
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
 (let ((?x8153 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x11961 (and (distinct 0 ok_y) true)))
(not (=> (and $x11961) (and $x11961 (= ?x8153 (ite (< x ?x8153) ?x8153 x))))))))
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
 (let (($x6672 (<= hi_x 9223372036854775807)))
 (let (($x4659 (>= hi_x (- 9223372036854775808))))
 (and $x4659 $x6672))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x309 (<= lo_x 9223372036854775807)))
 (let (($x97 (>= lo_x (- 9223372036854775808))))
 (and $x97 $x309))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x1861 (<= lo_y 9223372036854775807)))
 (let (($x50 (>= lo_y (- 9223372036854775808))))
 (and $x50 $x1861))))
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
