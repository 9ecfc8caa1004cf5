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
 (let ((?x11963 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x10344 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x11129 (= (<= (+ ?x10344 c1) (+ ?x11963 c2)) (<= ?x10344 (+ ?x11963 (- c2 c1))))))
(let (($x6844 (and (distinct ok_y 0) true)))
(let (($x15101 (and (distinct ok_x 0) true)))
(not (=> (and $x15101 $x6844) (and $x15101 $x6844 $x11129)))))))))
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
 (let ((?x11963 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x10344 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x4474 (= (<= ?x10344 (+ ?x11963 (- c2 c1))) (<= (+ ?x10344 c1) (+ ?x11963 c2)))))
(let (($x6844 (and (distinct ok_y 0) true)))
(let (($x15101 (and (distinct ok_x 0) true)))
(not (=> (and $x15101 $x6844) (and $x15101 $x6844 $x4474)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x17683 (<= k_c2 9223372036854775807)))
 (let (($x8530 (>= k_c2 (- 9223372036854775808))))
 (and $x8530 $x17683))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x11129 (<= k_c1 9223372036854775807)))
 (let (($x18304 (>= k_c1 (- 9223372036854775808))))
 (and $x18304 $x11129))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x9478 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x2887 (and (and true true $x9478) (= (- k_c2 k_c1) (- k_c2 k_c1)))))
(not (and $x2887)))))
(check-sat)
(pop 1)
(exit)
