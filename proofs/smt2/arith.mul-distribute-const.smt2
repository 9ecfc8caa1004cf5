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
 (let ((?x798 (* c1 c2)))
(let ((?x672 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x18 (and (distinct ok_x 0) true)))
(let (($x438 (=> (and $x18) (and $x18 (= (* (+ ?x672 c1) c2) (+ (* ?x672 c2) ?x798))))))
(not $x438))))))
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
 (let ((?x672 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x18 (and (distinct ok_x 0) true)))
(let (($x1028 (and $x18 (= (+ (* ?x672 c2) (* c1 c2)) (* (+ ?x672 c1) c2)))))
(not (=> (and $x18) $x1028))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x4406 (<= k_c1 9223372036854775807)))
 (let (($x23 (>= k_c1 (- 9223372036854775808))))
 (and $x23 $x4406))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x42 (<= k_c2 9223372036854775807)))
 (let (($x360 (>= k_c2 (- 9223372036854775808))))
 (and $x360 $x42))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x22 (and (>= (* k_c1 k_c2) (- 9223372036854775808)) (<= (* k_c1 k_c2) 9223372036854775807))))
(let (($x61 (and (and true true (and true $x22)) (= (* k_c1 k_c2) (* k_c1 k_c2)))))
(not (and $x61)))))
(check-sat)
(pop 1)
(exit)
