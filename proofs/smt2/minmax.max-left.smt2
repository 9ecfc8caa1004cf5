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
 (let ((?x5611 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3906 (and (distinct 0 ok_x) true)))
(not (=> (and $x3906) (and $x3906 (= (ite (< ?x5611 y) y ?x5611) ?x5611)))))))
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
 (let ((?x5611 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3906 (and (distinct 0 ok_x) true)))
(not (=> (and $x3906) (and $x3906 (= ?x5611 (ite (< ?x5611 y) y ?x5611))))))))
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
 (let (($x5816 (<= hi_y 9223372036854775807)))
 (let (($x6143 (>= hi_y (- 9223372036854775808))))
 (and $x6143 $x5816))))
(assert
 (<= x_y hi_y))
(assert
 (and true true (> 4294967296 hi_y)))
(assert
 (and true true (< (- 4294967296) hi_y)))
(assert
 (let (($x15973 (<= lo_y 9223372036854775807)))
 (let (($x3012 (>= lo_y (- 9223372036854775808))))
 (and $x3012 $x15973))))
(assert
 (<= lo_y x_y))
(assert
 (and true true (> 4294967296 lo_y)))
(assert
 (and true true (< (- 4294967296) lo_y)))
(assert
 (let (($x3497 (<= lo_x 9223372036854775807)))
 (let (($x4126 (>= lo_x (- 9223372036854775808))))
 (and $x4126 $x3497))))
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
