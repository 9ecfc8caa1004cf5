; cmp/eq-offsets: refinement both ways; every check-sat must answer unsat
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
 (let ((?x17233 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x3103 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x5005 (= (= (+ ?x3103 c1) (+ ?x17233 c2)) (= ?x3103 (+ ?x17233 (- c2 c1))))))
(let (($x4370 (and (distinct ok_y 0) true)))
(let (($x12864 (and (distinct ok_x 0) true)))
(not (=> (and $x12864 $x4370) (and $x12864 $x4370 $x5005)))))))))
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
 (let ((?x17233 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x3103 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x2752 (= (= ?x3103 (+ ?x17233 (- c2 c1))) (= (+ ?x3103 c1) (+ ?x17233 c2)))))
(let (($x4370 (and (distinct ok_y 0) true)))
(let (($x12864 (and (distinct ok_x 0) true)))
(not (=> (and $x12864 $x4370) (and $x12864 $x4370 $x2752)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x6012 (<= k_c2 9223372036854775807)))
 (let (($x18813 (>= k_c2 (- 9223372036854775808))))
 (and $x18813 $x6012))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x2186 (<= k_c1 9223372036854775807)))
 (let (($x9088 (>= k_c1 (- 9223372036854775808))))
 (and $x9088 $x2186))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x15945 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x18457 (and (and true true $x15945) (= (- k_c2 k_c1) (- k_c2 k_c1)))))
(not (and $x18457)))))
(check-sat)
(pop 1)
(exit)
