; cmp/lt-offset: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c1 () Int)
(declare-fun c2 () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x293 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x9891 (and (distinct ok_x 0) true)))
(let (($x1531 (=> (and $x9891) (and $x9891 (= (< (+ ?x293 c1) c2) (< ?x293 (- c2 c1)))))))
(not $x1531)))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c1 () Int)
(declare-fun c2 () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x293 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x9891 (and (distinct ok_x 0) true)))
(let (($x11208 (=> (and $x9891) (and $x9891 (= (< ?x293 (- c2 c1)) (< (+ ?x293 c1) c2))))))
(not $x11208)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x3609 (<= k_c2 9223372036854775807)))
 (let (($x10288 (>= k_c2 (- 9223372036854775808))))
 (and $x10288 $x3609))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x11525 (<= k_c1 9223372036854775807)))
 (let (($x3838 (>= k_c1 (- 9223372036854775808))))
 (and $x3838 $x11525))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x4504 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x9905 (and (and true true $x4504) (= (- k_c2 k_c1) (- k_c2 k_c1)))))
(not (and $x9905)))))
(check-sat)
(pop 1)
(exit)
