; cmp/ge-offsets: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c1 () Int)
(declare-fun c2 () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x17707 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x2995 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x6765 (= (>= (+ ?x2995 c1) (+ ?x17707 c2)) (>= ?x2995 (+ ?x17707 (- c2 c1))))))
(let (($x11341 (and (distinct ok_y 0) true)))
(let (($x10151 (and (distinct ok_x 0) true)))
(not (=> (and $x10151 $x11341) (and $x10151 $x11341 $x6765)))))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c1 () Int)
(declare-fun c2 () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x17707 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x2995 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x18566 (= (>= ?x2995 (+ ?x17707 (- c2 c1))) (>= (+ ?x2995 c1) (+ ?x17707 c2)))))
(let (($x11341 (and (distinct ok_y 0) true)))
(let (($x10151 (and (distinct ok_x 0) true)))
(not (=> (and $x10151 $x11341) (and $x10151 $x11341 $x18566)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x7540 (<= k_c2 9223372036854775807)))
 (let (($x5768 (>= k_c2 (- 9223372036854775808))))
 (and $x5768 $x7540))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x9478 (<= k_c1 9223372036854775807)))
 (let (($x2831 (>= k_c1 (- 9223372036854775808))))
 (and $x2831 $x9478))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x18304 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x4658 (and (and true true $x18304) (= (- k_c2 k_c1) (- k_c2 k_c1)))))
(not (and $x4658)))))
(check-sat)
(pop 1)
(exit)
