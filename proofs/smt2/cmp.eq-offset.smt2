; cmp/eq-offset: refinement both ways; every check-sat must answer unsat
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
 (let ((?x1155 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x7773 (and (distinct ok_x 0) true)))
(let (($x13465 (=> (and $x7773) (and $x7773 (= (= (+ ?x1155 c1) c2) (= ?x1155 (- c2 c1)))))))
(not $x13465)))))
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
 (let ((?x1155 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x7773 (and (distinct ok_x 0) true)))
(let (($x18378 (=> (and $x7773) (and $x7773 (= (= ?x1155 (- c2 c1)) (= (+ ?x1155 c1) c2))))))
(not $x18378)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x18541 (<= k_c2 9223372036854775807)))
 (let (($x12391 (>= k_c2 (- 9223372036854775808))))
 (and $x12391 $x18541))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x3745 (<= k_c1 9223372036854775807)))
 (let (($x16497 (>= k_c1 (- 9223372036854775808))))
 (and $x16497 $x3745))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x18813 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x17429 (and (and true true $x18813) (= (- k_c2 k_c1) (- k_c2 k_c1)))))
(not (and $x17429)))))
(check-sat)
(pop 1)
(exit)
