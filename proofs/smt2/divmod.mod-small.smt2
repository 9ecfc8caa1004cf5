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
 (let ((?x2088 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x2954 (- ?x2088 (* c (ite (>= c 0) (div ?x2088 c) (div (- ?x2088) (- c)))))))
(let (($x6007 (and (distinct ok_x 0) true)))
(not (=> (and $x6007 (and (distinct c 0) true)) (and $x6007 (= ?x2954 ?x2088))))))))
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
 (let ((?x2088 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x8419 (>= c 0)))
(let (($x1670 (= ?x2088 (- ?x2088 (* c (ite $x8419 (div ?x2088 c) (div (- ?x2088) (- c))))))))
(let (($x8428 (and (distinct c 0) true)))
(let (($x6007 (and (distinct ok_x 0) true)))
(not (=> (and $x6007) (and $x6007 $x8428 $x1670)))))))))
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
 (let (($x4707 (<= lo_x 9223372036854775807)))
 (let (($x3988 (>= lo_x (- 9223372036854775808))))
 (and $x3988 $x4707))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x80 (<= hi_x 9223372036854775807)))
 (let (($x3444 (>= hi_x (- 9223372036854775808))))
 (and $x3444 $x80))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x4170 (<= k_c 9223372036854775807)))
 (let (($x169 (>= k_c (- 9223372036854775808))))
 (and $x169 $x4170))))
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
