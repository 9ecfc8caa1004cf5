; arith/mul-distribute-const: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c1 () Int)
(declare-fun c2 () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x15 (* c1 c2)))
(let ((?x746 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x43 (and (distinct ok_x 0) true)))
(let (($x791 (=> (and $x43) (and $x43 (= (* (+ ?x746 c1) c2) (+ (* ?x746 c2) ?x15))))))
(not $x791))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c1 () Int)
(declare-fun c2 () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x746 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x43 (and (distinct ok_x 0) true)))
(let (($x35 (and $x43 (= (+ (* ?x746 c2) (* c1 c2)) (* (+ ?x746 c1) c2)))))
(not (=> (and $x43) $x35))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x18 (<= k_c1 9223372036854775807)))
 (let (($x21 (>= k_c1 (- 9223372036854775808))))
 (and $x21 $x18))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x44 (<= k_c2 9223372036854775807)))
 (let (($x64 (>= k_c2 (- 9223372036854775808))))
 (and $x64 $x44))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let ((?x426 (* k_c1 k_c2)))
 (let (($x715 (<= ?x426 9223372036854775807)))
 (let (($x4240 (>= ?x426 (- 9223372036854775808))))
 (let (($x17 (and $x4240 $x715)))
 (let (($x6 (and true true (and true $x17))))
 (and $x6 true (>= 2147483647 ?x426))))))))
(assert
 (let ((?x426 (* k_c1 k_c2)))
 (let (($x715 (<= ?x426 9223372036854775807)))
 (let (($x4240 (>= ?x426 (- 9223372036854775808))))
 (let (($x17 (and $x4240 $x715)))
 (let (($x6 (and true true (and true $x17))))
 (and $x6 true (<= (- 2147483648) ?x426))))))))
(assert
 (let ((?x426 (* k_c1 k_c2)))
(let (($x715 (<= ?x426 9223372036854775807)))
(let (($x4240 (>= ?x426 (- 9223372036854775808))))
(let (($x17 (and $x4240 $x715)))
(let (($x6 (and true true (and true $x17))))
(not (and (and $x6 (= ?x426 ?x426))))))))))
(check-sat)
(pop 1)
(exit)
