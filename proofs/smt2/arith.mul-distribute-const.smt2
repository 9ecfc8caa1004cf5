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
 (let ((?x419 (* c1 c2)))
(let ((?x591 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x34 (and (distinct ok_x 0) true)))
(let (($x20 (=> (and $x34) (and $x34 (= (* (+ ?x591 c1) c2) (+ (* ?x591 c2) ?x419))))))
(not $x20))))))
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
 (let ((?x591 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x34 (and (distinct ok_x 0) true)))
(let (($x111 (and $x34 (= (+ (* ?x591 c2) (* c1 c2)) (* (+ ?x591 c1) c2)))))
(not (=> (and $x34) $x111))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x43 (<= k_c1 9223372036854775807)))
 (let (($x42 (>= k_c1 (- 9223372036854775808))))
 (and $x42 $x43))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x38 (<= k_c2 9223372036854775807)))
 (let (($x136 (>= k_c2 (- 9223372036854775808))))
 (and $x136 $x38))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x4379 (and (>= (* k_c1 k_c2) (- 9223372036854775808)) (<= (* k_c1 k_c2) 9223372036854775807))))
(let (($x1789 (and (and true true (and true $x4379)) (= (* k_c1 k_c2) (* k_c1 k_c2)))))
(not (and $x1789)))))
(check-sat)
(pop 1)
(exit)
