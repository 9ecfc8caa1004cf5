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
 (let ((?x7804 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x15964 (- ?x7804 (* c (ite (>= c 0) (div ?x7804 c) (div (- ?x7804) (- c)))))))
(let (($x394 (and (distinct ok_x 0) true)))
(let (($x4290 (not (and (= c (- 1)) (= ?x7804 (- 2147483648))))))
(let (($x6907 (and (distinct c 0) true)))
(not (=> (and $x394 $x6907 $x4290) (and $x394 (= ?x15964 ?x7804))))))))))
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
 (let ((?x7804 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1169 (>= c 0)))
(let (($x3585 (= ?x7804 (- ?x7804 (* c (ite $x1169 (div ?x7804 c) (div (- ?x7804) (- c))))))))
(let (($x4290 (not (and (= c (- 1)) (= ?x7804 (- 2147483648))))))
(let (($x6907 (and (distinct c 0) true)))
(let (($x394 (and (distinct ok_x 0) true)))
(not (=> (and $x394) (and $x394 $x6907 $x4290 $x3585))))))))))
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
 (let (($x1335 (<= lo_x 9223372036854775807)))
 (let (($x927 (>= lo_x (- 9223372036854775808))))
 (and $x927 $x1335))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x4135 (<= hi_x 9223372036854775807)))
 (let (($x4649 (>= hi_x (- 9223372036854775808))))
 (and $x4649 $x4135))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x1977 (<= k_c 9223372036854775807)))
 (let (($x3224 (>= k_c (- 9223372036854775808))))
 (and $x3224 $x1977))))
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
