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
 (let ((?x9177 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x6387 (and (distinct ok_x 0) true)))
(let (($x15127 (=> (and $x6387) (and $x6387 (= (>= (+ ?x9177 c1) c2) (>= ?x9177 (- c2 c1)))))))
(not $x15127)))))
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
 (let ((?x9177 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x6387 (and (distinct ok_x 0) true)))
(let (($x4248 (=> (and $x6387) (and $x6387 (= (>= ?x9177 (- c2 c1)) (>= (+ ?x9177 c1) c2))))))
(not $x4248)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x12932 (<= k_c2 9223372036854775807)))
 (let (($x8541 (>= k_c2 (- 9223372036854775808))))
 (and $x8541 $x12932))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x17208 (<= k_c1 9223372036854775807)))
 (let (($x1813 (>= k_c1 (- 9223372036854775808))))
 (and $x1813 $x17208))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x17501 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x4987 (and (and true true $x17501) (= (- k_c2 k_c1) (- k_c2 k_c1)))))
(not (and $x4987)))))
(check-sat)
(pop 1)
(exit)
