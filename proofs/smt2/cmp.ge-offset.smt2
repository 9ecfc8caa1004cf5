; cmp/ge-offset: refinement both ways; every check-sat must answer unsat
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
 (let ((?x329 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x10671 (and (distinct ok_x 0) true)))
(let (($x3675 (=> (and $x10671) (and $x10671 (= (>= (+ ?x329 c1) c2) (>= ?x329 (- c2 c1)))))))
(not $x3675)))))
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
 (let ((?x329 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x10671 (and (distinct ok_x 0) true)))
(let (($x10421 (=> (and $x10671) (and $x10671 (= (>= ?x329 (- c2 c1)) (>= (+ ?x329 c1) c2))))))
(not $x10421)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x10367 (<= k_c2 9223372036854775807)))
 (let (($x9466 (>= k_c2 (- 9223372036854775808))))
 (and $x9466 $x10367))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x11469 (<= k_c1 9223372036854775807)))
 (let (($x16571 (>= k_c1 (- 9223372036854775808))))
 (and $x16571 $x11469))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x2630 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
 (let (($x11807 (and true true $x2630)))
 (and $x11807 true (>= 2147483647 (- k_c2 k_c1))))))
(assert
 (let (($x2630 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
 (let (($x11807 (and true true $x2630)))
 (and $x11807 true (<= (- 2147483648) (- k_c2 k_c1))))))
(assert
 (let (($x2630 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x11807 (and true true $x2630)))
(not (and (and $x11807 (= (- k_c2 k_c1) (- k_c2 k_c1))))))))
(check-sat)
(pop 1)
(exit)
