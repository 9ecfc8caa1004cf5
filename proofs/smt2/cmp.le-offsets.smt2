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
 (let ((?x14902 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x814 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3050 (= (<= (+ ?x814 c1) (+ ?x14902 c2)) (<= ?x814 (+ ?x14902 (- c2 c1))))))
(let (($x419 (and (distinct ok_y 0) true)))
(let (($x13104 (and (distinct ok_x 0) true)))
(not (=> (and $x13104 $x419) (and $x13104 $x419 $x3050)))))))))
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
 (let ((?x14902 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x814 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3385 (= (<= ?x814 (+ ?x14902 (- c2 c1))) (<= (+ ?x814 c1) (+ ?x14902 c2)))))
(let (($x419 (and (distinct ok_y 0) true)))
(let (($x13104 (and (distinct ok_x 0) true)))
(not (=> (and $x13104 $x419) (and $x13104 $x419 $x3385)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x896 (<= k_c2 9223372036854775807)))
 (let (($x3763 (>= k_c2 (- 9223372036854775808))))
 (and $x3763 $x896))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x3750 (<= k_c1 9223372036854775807)))
 (let (($x3050 (>= k_c1 (- 9223372036854775808))))
 (and $x3050 $x3750))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x9788 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
 (let (($x4141 (and true true $x9788)))
 (and $x4141 true (>= 2147483647 (- k_c2 k_c1))))))
(assert
 (let (($x9788 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
 (let (($x4141 (and true true $x9788)))
 (and $x4141 true (<= (- 2147483648) (- k_c2 k_c1))))))
(assert
 (let (($x9788 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x4141 (and true true $x9788)))
(not (and (and $x4141 (= (- k_c2 k_c1) (- k_c2 k_c1))))))))
(check-sat)
(pop 1)
(exit)
