; cmp/gt-offsets: refinement both ways; every check-sat must answer unsat
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
 (let ((?x18917 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x8026 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x18941 (= (> (+ ?x8026 c1) (+ ?x18917 c2)) (> ?x8026 (+ ?x18917 (- c2 c1))))))
(let (($x12789 (and (distinct ok_y 0) true)))
(let (($x7440 (and (distinct ok_x 0) true)))
(not (=> (and $x7440 $x12789) (and $x7440 $x12789 $x18941)))))))))
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
 (let ((?x18917 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x8026 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x5869 (= (> ?x8026 (+ ?x18917 (- c2 c1))) (> (+ ?x8026 c1) (+ ?x18917 c2)))))
(let (($x12789 (and (distinct ok_y 0) true)))
(let (($x7440 (and (distinct ok_x 0) true)))
(not (=> (and $x7440 $x12789) (and $x7440 $x12789 $x5869)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x759 (<= k_c2 9223372036854775807)))
 (let (($x10010 (>= k_c2 (- 9223372036854775808))))
 (and $x10010 $x759))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x10704 (<= k_c1 9223372036854775807)))
 (let (($x13967 (>= k_c1 (- 9223372036854775808))))
 (and $x13967 $x10704))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x7540 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x17 (and (and true true $x7540) (= (- k_c2 k_c1) (- k_c2 k_c1)))))
(not (and $x17)))))
(check-sat)
(pop 1)
(exit)
