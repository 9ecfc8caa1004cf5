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
 (let ((?x11 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x6612 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3173 (= (> (+ ?x6612 c1) (+ ?x11 c2)) (> ?x6612 (+ ?x11 (- c2 c1))))))
(let (($x6620 (and (distinct ok_y 0) true)))
(let (($x16099 (and (distinct ok_x 0) true)))
(not (=> (and $x16099 $x6620) (and $x16099 $x6620 $x3173)))))))))
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
 (let ((?x11 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x6612 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3860 (= (> ?x6612 (+ ?x11 (- c2 c1))) (> (+ ?x6612 c1) (+ ?x11 c2)))))
(let (($x6620 (and (distinct ok_y 0) true)))
(let (($x16099 (and (distinct ok_x 0) true)))
(not (=> (and $x16099 $x6620) (and $x16099 $x6620 $x3860)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x11785 (<= k_c2 9223372036854775807)))
 (let (($x8849 (>= k_c2 (- 9223372036854775808))))
 (and $x8849 $x11785))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x9088 (<= k_c1 9223372036854775807)))
 (let (($x15945 (>= k_c1 (- 9223372036854775808))))
 (and $x15945 $x9088))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x11243 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x16527 (and (and true true $x11243) (= (- k_c2 k_c1) (- k_c2 k_c1)))))
(not (and $x16527)))))
(check-sat)
(pop 1)
(exit)
