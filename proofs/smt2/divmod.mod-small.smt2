; divmod/mod-small: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun c () Int)
(declare-fun ok_x () Int)
(assert
 (<= 0 x))
(assert
 (< x c))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x3084 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x3729 (- ?x3084 (* c (ite (>= c 0) (div ?x3084 c) (div (- ?x3084) (- c)))))))
(let (($x12 (and (distinct 0 ok_x) true)))
(not (=> (and $x12 (and (distinct 0 c) true)) (and $x12 (= ?x3729 ?x3084))))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun c () Int)
(declare-fun ok_x () Int)
(assert
 (<= 0 x))
(assert
 (< x c))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x3084 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3838 (>= c 0)))
(let (($x20 (= ?x3084 (- ?x3084 (* c (ite $x3838 (div ?x3084 c) (div (- ?x3084) (- c))))))))
(let (($x2252 (and (distinct 0 c) true)))
(let (($x12 (and (distinct 0 ok_x) true)))
(not (=> (and $x12) (and $x12 $x2252 $x20)))))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun lo_x () Int)
(declare-fun x_x () Int)
(declare-fun hi_x () Int)
(declare-fun k_c () Int)
(assert
 (let (($x3196 (<= lo_x 9223372036854775807)))
 (let (($x1594 (>= lo_x (- 9223372036854775808))))
 (and $x1594 $x3196))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x1107 (<= hi_x 9223372036854775807)))
 (let (($x45 (>= hi_x (- 9223372036854775808))))
 (and $x45 $x1107))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x22 (<= k_c 9223372036854775807)))
 (let (($x1604 (>= k_c (- 9223372036854775808))))
 (and $x1604 $x22))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (and true true (<= 0 lo_x)))
(assert
 (and true true (< hi_x k_c)))
(assert
 (not (and (<= 0 x_x) (< x_x k_c))))
(check-sat)
(pop)
