; minmax/min-left: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(declare-fun ok_x () Int)
(assert
 (<= x y))
(assert
 (let ((?x3535 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x7747 (and (distinct 0 ok_x) true)))
(not (=> (and $x7747) (and $x7747 (= (ite (< y ?x3535) y ?x3535) ?x3535)))))))
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
 (<= x y))
(assert
 (let ((?x3535 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x7747 (and (distinct 0 ok_x) true)))
(not (=> (and $x7747) (and $x7747 (= ?x3535 (ite (< y ?x3535) y ?x3535))))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_y () Int)
(declare-fun x_y () Int)
(declare-fun lo_y () Int)
(declare-fun hi_x () Int)
(declare-fun x_x () Int)
(assert
 (let (($x3053 (<= hi_y 9223372036854775807)))
 (let (($x1826 (>= hi_y (- 9223372036854775808))))
 (and $x1826 $x3053))))
(assert
 (<= x_y hi_y))
(assert
 (and true true (> 4294967296 hi_y)))
(assert
 (and true true (< (- 4294967296) hi_y)))
(assert
 (let (($x1928 (<= lo_y 9223372036854775807)))
 (let (($x9059 (>= lo_y (- 9223372036854775808))))
 (and $x9059 $x1928))))
(assert
 (<= lo_y x_y))
(assert
 (and true true (> 4294967296 lo_y)))
(assert
 (and true true (< (- 4294967296) lo_y)))
(assert
 (let (($x16 (<= hi_x 9223372036854775807)))
 (let (($x5538 (>= hi_x (- 9223372036854775808))))
 (and $x5538 $x16))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (and true true (<= hi_x lo_y)))
(assert
 (not (and (<= x_x x_y))))
(check-sat)
(pop)
