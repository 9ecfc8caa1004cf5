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
 (let ((?x17290 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x10860 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x11417 (= (= (+ ?x10860 c1) (+ ?x17290 c2)) (= ?x10860 (+ ?x17290 (- c2 c1))))))
(let (($x5698 (and (distinct ok_y 0) true)))
(let (($x15096 (and (distinct ok_x 0) true)))
(not (=> (and $x15096 $x5698) (and $x15096 $x5698 $x11417)))))))))
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
 (let ((?x17290 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x10860 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x6834 (= (= ?x10860 (+ ?x17290 (- c2 c1))) (= (+ ?x10860 c1) (+ ?x17290 c2)))))
(let (($x5698 (and (distinct ok_y 0) true)))
(let (($x15096 (and (distinct ok_x 0) true)))
(not (=> (and $x15096 $x5698) (and $x15096 $x5698 $x6834)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x13591 (<= k_c2 9223372036854775807)))
 (let (($x1983 (>= k_c2 (- 9223372036854775808))))
 (and $x1983 $x13591))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x5373 (<= k_c1 9223372036854775807)))
 (let (($x11378 (>= k_c1 (- 9223372036854775808))))
 (and $x11378 $x5373))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x17426 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x2036 (and (and true true $x17426) (= (- k_c2 k_c1) (- k_c2 k_c1)))))
(not (and $x2036)))))
(check-sat)
(pop 1)
(exit)
