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
 (let ((?x16161 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x14027 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x814 (= (<= (+ ?x14027 c1) (+ ?x16161 c2)) (<= ?x14027 (+ ?x16161 (- c2 c1))))))
(let (($x11955 (and (distinct ok_y 0) true)))
(let (($x2746 (and (distinct ok_x 0) true)))
(not (=> (and $x2746 $x11955) (and $x2746 $x11955 $x814)))))))))
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
 (let ((?x16161 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x14027 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x12168 (= (<= ?x14027 (+ ?x16161 (- c2 c1))) (<= (+ ?x14027 c1) (+ ?x16161 c2)))))
(let (($x11955 (and (distinct ok_y 0) true)))
(let (($x2746 (and (distinct ok_x 0) true)))
(not (=> (and $x2746 $x11955) (and $x2746 $x11955 $x12168)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x14846 (<= k_c2 9223372036854775807)))
 (let (($x17565 (>= k_c2 (- 9223372036854775808))))
 (and $x17565 $x14846))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x814 (<= k_c1 9223372036854775807)))
 (let (($x8737 (>= k_c1 (- 9223372036854775808))))
 (and $x8737 $x814))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x5920 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x2604 (and (and true true $x5920) (= (- k_c2 k_c1) (- k_c2 k_c1)))))
(not (and $x2604)))))
(check-sat)
(pop 1)
(exit)
