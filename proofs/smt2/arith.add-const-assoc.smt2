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
 (let ((?x45 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x58 (and (distinct ok_x 0) true)))
(let (($x18 (=> (and $x58) (and $x58 (= (+ (+ ?x45 c1) c2) (+ ?x45 (+ c1 c2)))))))
(not $x18)))))
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
 (let ((?x45 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x58 (and (distinct ok_x 0) true)))
(let (($x31 (=> (and $x58) (and $x58 (= (+ ?x45 (+ c1 c2)) (+ (+ ?x45 c1) c2))))))
(not $x31)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x3072 (<= k_c1 9223372036854775807)))
 (let (($x9 (>= k_c1 (- 9223372036854775808))))
 (and $x9 $x3072))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x23 (<= k_c2 9223372036854775807)))
 (let (($x22 (>= k_c2 (- 9223372036854775808))))
 (and $x22 $x23))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x19 (and (>= (+ k_c1 k_c2) (- 9223372036854775808)) (<= (+ k_c1 k_c2) 9223372036854775807))))
(let (($x34 (and (and true true (and true $x19)) (= (+ k_c1 k_c2) (+ k_c1 k_c2)))))
(not (and $x34)))))
(check-sat)
(pop 1)
(exit)
