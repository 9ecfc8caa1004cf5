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
 (let ((?x328 (* c1 c2)))
(let ((?x46 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x40 (and (distinct ok_x 0) true)))
(let (($x29 (=> (and $x40) (and $x40 (= (* (+ ?x46 c1) c2) (+ (* ?x46 c2) ?x328))))))
(not $x29))))))
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
 (let ((?x46 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x40 (and (distinct ok_x 0) true)))
(let (($x4040 (and $x40 (= (+ (* ?x46 c2) (* c1 c2)) (* (+ ?x46 c1) c2)))))
(not (=> (and $x40) $x4040))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x1973 (<= k_c1 9223372036854775807)))
 (let (($x646 (>= k_c1 (- 9223372036854775808))))
 (and $x646 $x1973))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x1897 (<= k_c2 9223372036854775807)))
 (let (($x772 (>= k_c2 (- 9223372036854775808))))
 (and $x772 $x1897))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x1086 (and (>= (* k_c1 k_c2) (- 9223372036854775808)) (<= (* k_c1 k_c2) 9223372036854775807))))
(let (($x43 (and (and true true (and true $x1086)) (= (* k_c1 k_c2) (* k_c1 k_c2)))))
(not (and $x43)))))
(check-sat)
(pop 1)
(exit)
