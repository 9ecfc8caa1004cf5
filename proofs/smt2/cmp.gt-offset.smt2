; cmp/gt-offset: refinement both ways; every check-sat must answer unsat
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
 (let ((?x6529 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x12698 (and (distinct ok_x 0) true)))
(let (($x14324 (=> (and $x12698) (and $x12698 (= (> (+ ?x6529 c1) c2) (> ?x6529 (- c2 c1)))))))
(not $x14324)))))
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
 (let ((?x6529 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x12698 (and (distinct ok_x 0) true)))
(let (($x5920 (=> (and $x12698) (and $x12698 (= (> ?x6529 (- c2 c1)) (> (+ ?x6529 c1) c2))))))
(not $x5920)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x8737 (<= k_c2 9223372036854775807)))
 (let (($x13919 (>= k_c2 (- 9223372036854775808))))
 (and $x13919 $x8737))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x9905 (<= k_c1 9223372036854775807)))
 (let (($x1671 (>= k_c1 (- 9223372036854775808))))
 (and $x1671 $x9905))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x13111 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x4565 (and (and true true $x13111) (= (- k_c2 k_c1) (- k_c2 k_c1)))))
(not (and $x4565)))))
(check-sat)
(pop 1)
(exit)
