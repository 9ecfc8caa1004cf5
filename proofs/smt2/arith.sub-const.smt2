; arith/sub-const: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x29 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x32 (and (distinct ok_x 0) true)))
(not (=> (and $x32) (and $x32 (= (- ?x29 c) (+ ?x29 (- 0 c)))))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x29 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x32 (and (distinct ok_x 0) true)))
(not (=> (and $x32) (and $x32 (= (+ ?x29 (- 0 c)) (- ?x29 c))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x41 (<= k_c 9223372036854775807)))
 (let (($x23 (>= k_c (- 9223372036854775808))))
 (and $x23 $x41))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x47 (and true (and (>= (- 0 k_c) (- 9223372036854775808)) (<= (- 0 k_c) 9223372036854775807)))))
 (let (($x11 (and true true $x47)))
 (and $x11 true (>= 2147483647 (- 0 k_c))))))
(assert
 (let (($x47 (and true (and (>= (- 0 k_c) (- 9223372036854775808)) (<= (- 0 k_c) 9223372036854775807)))))
 (let (($x11 (and true true $x47)))
 (and $x11 true (<= (- 2147483648) (- 0 k_c))))))
(assert
 (let (($x47 (and true (and (>= (- 0 k_c) (- 9223372036854775808)) (<= (- 0 k_c) 9223372036854775807)))))
(let (($x11 (and true true $x47)))
(not (and (and $x11 (= (- 0 k_c) (- 0 k_c))))))))
(check-sat)
(pop 1)
(exit)
