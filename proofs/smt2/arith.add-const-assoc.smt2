; arith/add-const-assoc: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
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
 (let ((?x27 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x43 (and (distinct 0 ok_x) true)))
(let (($x608 (=> (and $x43) (and $x43 (= (+ (+ ?x27 c1) c2) (+ ?x27 (+ c1 c2)))))))
(not $x608)))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
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
 (let ((?x27 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x43 (and (distinct 0 ok_x) true)))
(let (($x5725 (=> (and $x43) (and $x43 (= (+ ?x27 (+ c1 c2)) (+ (+ ?x27 c1) c2))))))
(not $x5725)))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x1239 (<= k_c1 9223372036854775807)))
 (let (($x26 (>= k_c1 (- 9223372036854775808))))
 (and $x26 $x1239))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x5673 (<= k_c2 9223372036854775807)))
 (let (($x14 (>= k_c2 (- 9223372036854775808))))
 (and $x14 $x5673))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x16 (and (>= (+ k_c1 k_c2) (- 9223372036854775808)) (<= (+ k_c1 k_c2) 9223372036854775807))))
(let (($x42 (and (and true true (and true $x16)) (= (+ k_c1 k_c2) (+ k_c1 k_c2)))))
(not (and $x42)))))
(check-sat)
(pop)
