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
 (let ((?x18902 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x3857 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x17630 (= (= (+ ?x3857 c1) (+ ?x18902 c2)) (= ?x3857 (+ ?x18902 (- c2 c1))))))
(let (($x7644 (and (distinct ok_y 0) true)))
(let (($x3905 (and (distinct ok_x 0) true)))
(not (=> (and $x3905 $x7644) (and $x3905 $x7644 $x17630)))))))))
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
 (let ((?x18902 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x3857 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x10505 (= (= ?x3857 (+ ?x18902 (- c2 c1))) (= (+ ?x3857 c1) (+ ?x18902 c2)))))
(let (($x7644 (and (distinct ok_y 0) true)))
(let (($x3905 (and (distinct ok_x 0) true)))
(not (=> (and $x3905 $x7644) (and $x3905 $x7644 $x10505)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x7652 (<= k_c2 9223372036854775807)))
 (let (($x5223 (>= k_c2 (- 9223372036854775808))))
 (and $x5223 $x7652))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x17630 (<= k_c1 9223372036854775807)))
 (let (($x17 (>= k_c1 (- 9223372036854775808))))
 (and $x17 $x17630))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x6765 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x6844 (and (and true true $x6765) (= (- k_c2 k_c1) (- k_c2 k_c1)))))
(not (and $x6844)))))
(check-sat)
(pop 1)
(exit)
