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
 (let ((?x14589 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x16754 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x329 (= (= (+ ?x16754 c1) (+ ?x14589 c2)) (= ?x16754 (+ ?x14589 (- c2 c1))))))
(let (($x15401 (and (distinct ok_y 0) true)))
(let (($x15595 (and (distinct ok_x 0) true)))
(not (=> (and $x15595 $x15401) (and $x15595 $x15401 $x329)))))))))
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
 (let ((?x14589 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x16754 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x963 (= (= ?x16754 (+ ?x14589 (- c2 c1))) (= (+ ?x16754 c1) (+ ?x14589 c2)))))
(let (($x15401 (and (distinct ok_y 0) true)))
(let (($x15595 (and (distinct ok_x 0) true)))
(not (=> (and $x15595 $x15401) (and $x15595 $x15401 $x963)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x4282 (<= k_c2 9223372036854775807)))
 (let (($x5513 (>= k_c2 (- 9223372036854775808))))
 (and $x5513 $x4282))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x7155 (<= k_c1 9223372036854775807)))
 (let (($x1791 (>= k_c1 (- 9223372036854775808))))
 (and $x1791 $x7155))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x5494 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
 (let (($x3430 (and true true $x5494)))
 (and $x3430 true (>= 2147483647 (- k_c2 k_c1))))))
(assert
 (let (($x5494 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
 (let (($x3430 (and true true $x5494)))
 (and $x3430 true (<= (- 2147483648) (- k_c2 k_c1))))))
(assert
 (let (($x5494 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x3430 (and true true $x5494)))
(not (and (and $x3430 (= (- k_c2 k_c1) (- k_c2 k_c1))))))))
(check-sat)
(pop 1)
(exit)
