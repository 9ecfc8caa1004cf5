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
 (let ((?x4241 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x7478 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x10646 (= (< (+ ?x7478 c1) (+ ?x4241 c2)) (< ?x7478 (+ ?x4241 (- c2 c1))))))
(let (($x11168 (and (distinct ok_y 0) true)))
(let (($x12050 (and (distinct ok_x 0) true)))
(not (=> (and $x12050 $x11168) (and $x12050 $x11168 $x10646)))))))))
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
 (let ((?x4241 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x7478 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x10315 (= (< ?x7478 (+ ?x4241 (- c2 c1))) (< (+ ?x7478 c1) (+ ?x4241 c2)))))
(let (($x11168 (and (distinct ok_y 0) true)))
(let (($x12050 (and (distinct ok_x 0) true)))
(not (=> (and $x12050 $x11168) (and $x12050 $x11168 $x10315)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x2922 (<= k_c2 9223372036854775807)))
 (let (($x11012 (>= k_c2 (- 9223372036854775808))))
 (and $x11012 $x2922))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x31 (<= k_c1 9223372036854775807)))
 (let (($x13702 (>= k_c1 (- 9223372036854775808))))
 (and $x13702 $x31))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x14846 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x17565 (and (and true true $x14846) (= (- k_c2 k_c1) (- k_c2 k_c1)))))
(not (and $x17565)))))
(check-sat)
(pop 1)
(exit)
