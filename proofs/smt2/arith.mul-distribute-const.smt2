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
 (let ((?x142 (* c1 c2)))
(let ((?x6 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1563 (and (distinct ok_x 0) true)))
(let (($x42 (=> (and $x1563) (and $x1563 (= (* (+ ?x6 c1) c2) (+ (* ?x6 c2) ?x142))))))
(not $x42))))))
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
 (let ((?x6 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1563 (and (distinct ok_x 0) true)))
(let (($x9 (and $x1563 (= (+ (* ?x6 c2) (* c1 c2)) (* (+ ?x6 c1) c2)))))
(not (=> (and $x1563) $x9))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x612 (<= k_c1 9223372036854775807)))
 (let (($x611 (>= k_c1 (- 9223372036854775808))))
 (and $x611 $x612))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x1792 (<= k_c2 9223372036854775807)))
 (let (($x1942 (>= k_c2 (- 9223372036854775808))))
 (and $x1942 $x1792))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x23 (and (>= (* k_c1 k_c2) (- 9223372036854775808)) (<= (* k_c1 k_c2) 9223372036854775807))))
(let (($x3163 (and (and true true (and true $x23)) (= (* k_c1 k_c2) (* k_c1 k_c2)))))
(not (and $x3163)))))
(check-sat)
(pop 1)
(exit)
