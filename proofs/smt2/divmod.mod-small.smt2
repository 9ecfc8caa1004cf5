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
 (let ((?x9531 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x3364 (- ?x9531 (* c (ite (>= c 0) (div ?x9531 c) (div (- ?x9531) (- c)))))))
(let (($x10660 (and (distinct ok_x 0) true)))
(let (($x1342 (not (and (= c (- 1)) (= ?x9531 (- 2147483648))))))
(let (($x11570 (and (distinct c 0) true)))
(not (=> (and $x10660 $x11570 $x1342) (and $x10660 (= ?x3364 ?x9531))))))))))
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
 (let ((?x9531 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x539 (>= c 0)))
(let (($x41 (= ?x9531 (- ?x9531 (* c (ite $x539 (div ?x9531 c) (div (- ?x9531) (- c))))))))
(let (($x1342 (not (and (= c (- 1)) (= ?x9531 (- 2147483648))))))
(let (($x11570 (and (distinct c 0) true)))
(let (($x10660 (and (distinct ok_x 0) true)))
(not (=> (and $x10660) (and $x10660 $x11570 $x1342 $x41))))))))))
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
 (let (($x274 (<= lo_x 9223372036854775807)))
 (let (($x4090 (>= lo_x (- 9223372036854775808))))
 (and $x4090 $x274))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x3661 (<= hi_x 9223372036854775807)))
 (let (($x1466 (>= hi_x (- 9223372036854775808))))
 (and $x1466 $x3661))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x4063 (<= k_c 9223372036854775807)))
 (let (($x23 (>= k_c (- 9223372036854775808))))
 (and $x23 $x4063))))
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
