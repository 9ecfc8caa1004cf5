; cmp/eq-offset: refinement both ways; every check-sat must answer unsat
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
 (let ((?x2875 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x9501 (and (distinct ok_x 0) true)))
(let (($x948 (=> (and $x9501) (and $x9501 (= (= (+ ?x2875 c1) c2) (= ?x2875 (- c2 c1)))))))
(not $x948)))))
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
 (let ((?x2875 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x9501 (and (distinct ok_x 0) true)))
(let (($x16204 (=> (and $x9501) (and $x9501 (= (= ?x2875 (- c2 c1)) (= (+ ?x2875 c1) c2))))))
(not $x16204)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x13994 (<= k_c2 9223372036854775807)))
 (let (($x14324 (>= k_c2 (- 9223372036854775808))))
 (and $x14324 $x13994))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x7778 (<= k_c1 9223372036854775807)))
 (let (($x1671 (>= k_c1 (- 9223372036854775808))))
 (and $x1671 $x7778))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x4311 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x7243 (and (and true true $x4311) (= (- k_c2 k_c1) (- k_c2 k_c1)))))
(not (and $x7243)))))
(check-sat)
(pop 1)
(exit)
