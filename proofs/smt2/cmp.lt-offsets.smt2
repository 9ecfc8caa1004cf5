; cmp/lt-offsets: refinement both ways; every check-sat must answer unsat
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
 (let ((?x17561 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x5996 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x15779 (= (< (+ ?x5996 c1) (+ ?x17561 c2)) (< ?x5996 (+ ?x17561 (- c2 c1))))))
(let (($x7496 (and (distinct ok_y 0) true)))
(let (($x16564 (and (distinct ok_x 0) true)))
(not (=> (and $x16564 $x7496) (and $x16564 $x7496 $x15779)))))))))
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
 (let ((?x17561 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x5996 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x5628 (= (< ?x5996 (+ ?x17561 (- c2 c1))) (< (+ ?x5996 c1) (+ ?x17561 c2)))))
(let (($x7496 (and (distinct ok_y 0) true)))
(let (($x16564 (and (distinct ok_x 0) true)))
(not (=> (and $x16564 $x7496) (and $x16564 $x7496 $x5628)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x1449 (<= k_c2 9223372036854775807)))
 (let (($x18137 (>= k_c2 (- 9223372036854775808))))
 (and $x18137 $x1449))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x15779 (<= k_c1 9223372036854775807)))
 (let (($x18799 (>= k_c1 (- 9223372036854775808))))
 (and $x18799 $x15779))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x17683 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x8530 (and (and true true $x17683) (= (- k_c2 k_c1) (- k_c2 k_c1)))))
(not (and $x8530)))))
(check-sat)
(pop 1)
(exit)
