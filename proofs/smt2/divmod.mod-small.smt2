; divmod/mod-small: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
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
 (let ((?x3174 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x6092 (- ?x3174 (* c (ite (>= c 0) (div ?x3174 c) (div (- ?x3174) (- c)))))))
(let (($x4102 (and (distinct ok_x 0) true)))
(let (($x1526 (not (and (= c (- 1)) (= ?x3174 (- 2147483648))))))
(let (($x1588 (and (distinct c 0) true)))
(not (=> (and $x4102 $x1588 $x1526) (and $x4102 (= ?x6092 ?x3174))))))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
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
 (let ((?x3174 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1461 (>= c 0)))
(let (($x65 (= ?x3174 (- ?x3174 (* c (ite $x1461 (div ?x3174 c) (div (- ?x3174) (- c))))))))
(let (($x1526 (not (and (= c (- 1)) (= ?x3174 (- 2147483648))))))
(let (($x1588 (and (distinct c 0) true)))
(let (($x4102 (and (distinct ok_x 0) true)))
(not (=> (and $x4102) (and $x4102 $x1588 $x1526 $x65))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun lo_x () Int)
(declare-fun x_x () Int)
(declare-fun hi_x () Int)
(declare-fun k_c () Int)
(assert
 (let (($x647 (<= lo_x 9223372036854775807)))
 (let (($x1207 (>= lo_x (- 9223372036854775808))))
 (and $x1207 $x647))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x3084 (<= hi_x 9223372036854775807)))
 (let (($x2438 (>= hi_x (- 9223372036854775808))))
 (and $x2438 $x3084))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x3211 (<= k_c 9223372036854775807)))
 (let (($x23 (>= k_c (- 9223372036854775808))))
 (and $x23 $x3211))))
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
(pop 1)
(exit)
