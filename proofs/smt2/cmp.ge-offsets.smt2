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
 (let ((?x13308 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x4405 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1997 (= (>= (+ ?x4405 c1) (+ ?x13308 c2)) (>= ?x4405 (+ ?x13308 (- c2 c1))))))
(let (($x13611 (and (distinct ok_y 0) true)))
(let (($x9136 (and (distinct ok_x 0) true)))
(not (=> (and $x9136 $x13611) (and $x9136 $x13611 $x1997)))))))))
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
 (let ((?x13308 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x4405 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x11123 (= (>= ?x4405 (+ ?x13308 (- c2 c1))) (>= (+ ?x4405 c1) (+ ?x13308 c2)))))
(let (($x13611 (and (distinct ok_y 0) true)))
(let (($x9136 (and (distinct ok_x 0) true)))
(not (=> (and $x9136 $x13611) (and $x9136 $x13611 $x11123)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x5920 (<= k_c2 9223372036854775807)))
 (let (($x17420 (>= k_c2 (- 9223372036854775808))))
 (and $x17420 $x5920))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x1997 (<= k_c1 9223372036854775807)))
 (let (($x3986 (>= k_c1 (- 9223372036854775808))))
 (and $x3986 $x1997))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x1110 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x1983 (and (and true true $x1110) (= (- k_c2 k_c1) (- k_c2 k_c1)))))
(not (and $x1983)))))
(check-sat)
(pop 1)
(exit)
