; cmp/le-offsets: refinement both ways; every check-sat must answer unsat
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
 (let ((?x18500 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x5813 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x11785 (= (<= (+ ?x5813 c1) (+ ?x18500 c2)) (<= ?x5813 (+ ?x18500 (- c2 c1))))))
(let (($x2822 (and (distinct ok_y 0) true)))
(let (($x13492 (and (distinct ok_x 0) true)))
(not (=> (and $x13492 $x2822) (and $x13492 $x2822 $x11785)))))))))
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
 (let ((?x18500 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x5813 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3268 (= (<= ?x5813 (+ ?x18500 (- c2 c1))) (<= (+ ?x5813 c1) (+ ?x18500 c2)))))
(let (($x2822 (and (distinct ok_y 0) true)))
(let (($x13492 (and (distinct ok_x 0) true)))
(not (=> (and $x13492 $x2822) (and $x13492 $x2822 $x3268)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x11243 (<= k_c2 9223372036854775807)))
 (let (($x14022 (>= k_c2 (- 9223372036854775808))))
 (and $x14022 $x11243))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x3897 (<= k_c1 9223372036854775807)))
 (let (($x8849 (>= k_c1 (- 9223372036854775808))))
 (and $x8849 $x3897))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x8499 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x18813 (and (and true true $x8499) (= (- k_c2 k_c1) (- k_c2 k_c1)))))
(not (and $x18813)))))
(check-sat)
(pop 1)
(exit)
