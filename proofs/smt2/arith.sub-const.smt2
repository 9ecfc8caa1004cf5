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
 (let ((?x1469 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x34 (and (distinct 0 ok_x) true)))
(not (=> (and $x34) (and $x34 (= (- ?x1469 c) (+ ?x1469 (- 0 c)))))))))
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
 (let ((?x1469 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x34 (and (distinct 0 ok_x) true)))
(not (=> (and $x34) (and $x34 (= (+ ?x1469 (- 0 c)) (- ?x1469 c))))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x605 (<= k_c 9223372036854775807)))
 (let (($x39 (>= k_c (- 9223372036854775808))))
 (and $x39 $x605))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x17 (and true (and (>= (- 0 k_c) (- 9223372036854775808)) (<= (- 0 k_c) 9223372036854775807)))))
(let (($x680 (and (and (and true true $x17) (= (- 0 k_c) (- 0 k_c))))))
(not $x680))))
(check-sat)
(pop)
