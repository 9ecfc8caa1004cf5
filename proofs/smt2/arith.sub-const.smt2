; arith/sub-const: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x421 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x32 (and (distinct 0 ok_x) true)))
(not (=> (and $x32) (and $x32 (= (- ?x421 c) (+ ?x421 (- 0 c)))))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x421 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x32 (and (distinct 0 ok_x) true)))
(not (=> (and $x32) (and $x32 (= (+ ?x421 (- 0 c)) (- ?x421 c))))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x13 (<= k_c 9223372036854775807)))
 (let (($x1952 (>= k_c (- 9223372036854775808))))
 (and $x1952 $x13))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x4280 (and true (and (>= (- 0 k_c) (- 9223372036854775808)) (<= (- 0 k_c) 9223372036854775807)))))
(let (($x305 (and (and (and true true $x4280) (= (- 0 k_c) (- 0 k_c))))))
(not $x305))))
(check-sat)
(pop)
