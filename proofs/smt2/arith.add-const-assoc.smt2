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
 (let ((?x4069 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x15 (and (distinct ok_x 0) true)))
(let (($x1206 (=> (and $x15) (and $x15 (= (+ (+ ?x4069 c1) c2) (+ ?x4069 (+ c1 c2)))))))
(not $x1206)))))
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
 (let ((?x4069 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x15 (and (distinct ok_x 0) true)))
(let (($x33 (=> (and $x15) (and $x15 (= (+ ?x4069 (+ c1 c2)) (+ (+ ?x4069 c1) c2))))))
(not $x33)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x35 (<= k_c1 9223372036854775807)))
 (let (($x37 (>= k_c1 (- 9223372036854775808))))
 (and $x37 $x35))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x1844 (<= k_c2 9223372036854775807)))
 (let (($x47 (>= k_c2 (- 9223372036854775808))))
 (and $x47 $x1844))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let ((?x14 (+ k_c1 k_c2)))
 (let (($x44 (<= ?x14 9223372036854775807)))
 (let (($x64 (>= ?x14 (- 9223372036854775808))))
 (let (($x426 (and $x64 $x44)))
 (let (($x52 (and true true (and true $x426))))
 (and $x52 true (>= 2147483647 ?x14))))))))
(assert
 (let ((?x14 (+ k_c1 k_c2)))
 (let (($x44 (<= ?x14 9223372036854775807)))
 (let (($x64 (>= ?x14 (- 9223372036854775808))))
 (let (($x426 (and $x64 $x44)))
 (let (($x52 (and true true (and true $x426))))
 (and $x52 true (<= (- 2147483648) ?x14))))))))
(assert
 (let ((?x14 (+ k_c1 k_c2)))
(let (($x44 (<= ?x14 9223372036854775807)))
(let (($x64 (>= ?x14 (- 9223372036854775808))))
(let (($x426 (and $x64 $x44)))
(let (($x52 (and true true (and true $x426))))
(not (and (and $x52 (= ?x14 ?x14))))))))))
(check-sat)
(pop 1)
(exit)
