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
 (let ((?x5167 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x10832 (and (distinct ok_x 0) true)))
(let (($x13770 (=> (and $x10832) (and $x10832 (= (< (+ ?x5167 c1) c2) (< ?x5167 (- c2 c1)))))))
(not $x13770)))))
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
 (let ((?x5167 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x10832 (and (distinct ok_x 0) true)))
(let (($x17407 (=> (and $x10832) (and $x10832 (= (< ?x5167 (- c2 c1)) (< (+ ?x5167 c1) c2))))))
(not $x17407)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x3822 (<= k_c2 9223372036854775807)))
 (let (($x11600 (>= k_c2 (- 9223372036854775808))))
 (and $x11600 $x3822))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x8849 (<= k_c1 9223372036854775807)))
 (let (($x11305 (>= k_c1 (- 9223372036854775808))))
 (and $x11305 $x8849))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x11 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x16180 (and (and true true $x11) (= (- k_c2 k_c1) (- k_c2 k_c1)))))
(not (and $x16180)))))
(check-sat)
(pop 1)
(exit)
