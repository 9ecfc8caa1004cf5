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
(let (($x4305 (and (distinct ok_x 0) true)))
(let (($x36 (=> (and $x4305) (and $x4305 (= (+ (+ ?x34 c1) c2) (+ ?x34 (+ c1 c2)))))))
(not $x36)))))
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
(let (($x4305 (and (distinct ok_x 0) true)))
(let (($x1369 (=> (and $x4305) (and $x4305 (= (+ ?x34 (+ c1 c2)) (+ (+ ?x34 c1) c2))))))
(not $x1369)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x33 (<= k_c1 9223372036854775807)))
 (let (($x309 (>= k_c1 (- 9223372036854775808))))
 (and $x309 $x33))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x18 (<= k_c2 9223372036854775807)))
 (let (($x650 (>= k_c2 (- 9223372036854775808))))
 (and $x650 $x18))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x19 (and (>= (+ k_c1 k_c2) (- 9223372036854775808)) (<= (+ k_c1 k_c2) 9223372036854775807))))
(let (($x612 (and (and true true (and true $x19)) (= (+ k_c1 k_c2) (+ k_c1 k_c2)))))
(not (and $x612)))))
(check-sat)
(pop 1)
(exit)
