; arith/mul-distribute-const: refinement both ways; every check-sat must answer unsat
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
 (let ((?x3401 (* c1 c2)))
(let ((?x608 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3804 (and (distinct 0 ok_x) true)))
(let (($x887 (=> (and $x3804) (and $x3804 (= (* (+ ?x608 c1) c2) (+ (* ?x608 c2) ?x3401))))))
(not $x887))))))
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
 (let ((?x608 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3804 (and (distinct 0 ok_x) true)))
(let (($x3875 (and $x3804 (= (+ (* ?x608 c2) (* c1 c2)) (* (+ ?x608 c1) c2)))))
(not (=> (and $x3804) $x3875))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x14 (<= k_c1 9223372036854775807)))
 (let (($x7 (>= k_c1 (- 9223372036854775808))))
 (and $x7 $x14))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x426 (<= k_c2 9223372036854775807)))
 (let (($x10 (>= k_c2 (- 9223372036854775808))))
 (and $x10 $x426))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x5725 (and (>= (* k_c1 k_c2) (- 9223372036854775808)) (<= (* k_c1 k_c2) 9223372036854775807))))
(let (($x4115 (and (and true true (and true $x5725)) (= (* k_c1 k_c2) (* k_c1 k_c2)))))
(not (and $x4115)))))
(check-sat)
(pop)
