; arith/add-const-assoc: refinement both ways; every check-sat must answer unsat
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
 (let ((?x34 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x650 (and (distinct ok_x 0) true)))
(let (($x38 (=> (and $x650) (and $x650 (= (+ (+ ?x34 c1) c2) (+ ?x34 (+ c1 c2)))))))
(not $x38)))))
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
 (let ((?x34 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x650 (and (distinct ok_x 0) true)))
(let (($x1563 (=> (and $x650) (and $x650 (= (+ ?x34 (+ c1 c2)) (+ (+ ?x34 c1) c2))))))
(not $x1563)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x41 (<= k_c1 9223372036854775807)))
 (let (($x47 (>= k_c1 (- 9223372036854775808))))
 (and $x47 $x41))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x18 (<= k_c2 9223372036854775807)))
 (let (($x42 (>= k_c2 (- 9223372036854775808))))
 (and $x42 $x18))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x750 (and (>= (+ k_c1 k_c2) (- 9223372036854775808)) (<= (+ k_c1 k_c2) 9223372036854775807))))
(let (($x1461 (and (and true true (and true $x750)) (= (+ k_c1 k_c2) (+ k_c1 k_c2)))))
(not (and $x1461)))))
(check-sat)
(pop 1)
(exit)
