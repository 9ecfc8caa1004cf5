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
 (let ((?x833 (* c1 c2)))
(let ((?x25 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x26 (and (distinct ok_x 0) true)))
(let (($x49 (=> (and $x26) (and $x26 (= (* (+ ?x25 c1) c2) (+ (* ?x25 c2) ?x833))))))
(not $x49))))))
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
 (let ((?x25 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x26 (and (distinct ok_x 0) true)))
(let (($x29 (and $x26 (= (+ (* ?x25 c2) (* c1 c2)) (* (+ ?x25 c1) c2)))))
(not (=> (and $x26) $x29))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x135 (<= k_c1 9223372036854775807)))
 (let (($x814 (>= k_c1 (- 9223372036854775808))))
 (and $x814 $x135))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x10 (<= k_c2 9223372036854775807)))
 (let (($x54 (>= k_c2 (- 9223372036854775808))))
 (and $x54 $x10))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let ((?x658 (* k_c1 k_c2)))
 (let (($x52 (<= ?x658 9223372036854775807)))
 (let (($x440 (>= ?x658 (- 9223372036854775808))))
 (let (($x36 (and $x440 $x52)))
 (let (($x791 (and true true (and true $x36))))
 (and $x791 true (>= 2147483647 ?x658))))))))
(assert
 (let ((?x658 (* k_c1 k_c2)))
 (let (($x52 (<= ?x658 9223372036854775807)))
 (let (($x440 (>= ?x658 (- 9223372036854775808))))
 (let (($x36 (and $x440 $x52)))
 (let (($x791 (and true true (and true $x36))))
 (and $x791 true (<= (- 2147483648) ?x658))))))))
(assert
 (let ((?x658 (* k_c1 k_c2)))
(let (($x52 (<= ?x658 9223372036854775807)))
(let (($x440 (>= ?x658 (- 9223372036854775808))))
(let (($x36 (and $x440 $x52)))
(let (($x791 (and true true (and true $x36))))
(not (and (and $x791 (= ?x658 ?x658))))))))))
(check-sat)
(pop 1)
(exit)
