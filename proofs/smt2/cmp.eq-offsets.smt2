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
 (let ((?x3974 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x13104 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x256 (= (= (+ ?x13104 c1) (+ ?x3974 c2)) (= ?x13104 (+ ?x3974 (- c2 c1))))))
(let (($x14426 (and (distinct ok_y 0) true)))
(let (($x14343 (and (distinct ok_x 0) true)))
(not (=> (and $x14343 $x14426) (and $x14343 $x14426 $x256)))))))))
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
 (let ((?x3974 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x13104 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x14699 (= (= ?x13104 (+ ?x3974 (- c2 c1))) (= (+ ?x13104 c1) (+ ?x3974 c2)))))
(let (($x14426 (and (distinct ok_y 0) true)))
(let (($x14343 (and (distinct ok_x 0) true)))
(not (=> (and $x14343 $x14426) (and $x14343 $x14426 $x14699)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x12469 (<= k_c2 9223372036854775807)))
 (let (($x18016 (>= k_c2 (- 9223372036854775808))))
 (and $x18016 $x12469))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x4141 (<= k_c1 9223372036854775807)))
 (let (($x3952 (>= k_c1 (- 9223372036854775808))))
 (and $x3952 $x4141))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x3079 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
 (let (($x15295 (and true true $x3079)))
 (and $x15295 true (>= 2147483647 (- k_c2 k_c1))))))
(assert
 (let (($x3079 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
 (let (($x15295 (and true true $x3079)))
 (and $x15295 true (<= (- 2147483648) (- k_c2 k_c1))))))
(assert
 (let (($x3079 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x15295 (and true true $x3079)))
(not (and (and $x15295 (= (- k_c2 k_c1) (- k_c2 k_c1))))))))
(check-sat)
(pop 1)
(exit)
