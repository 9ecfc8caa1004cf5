; arith/mul-const-assoc: refinement both ways; every check-sat must answer unsat
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
 (let ((?x11 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1520 (and (distinct 0 ok_x) true)))
(let (($x4119 (=> (and $x1520) (and $x1520 (= (* (* ?x11 c1) c2) (* ?x11 (* c1 c2)))))))
(not $x4119)))))
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
 (let ((?x11 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1520 (and (distinct 0 ok_x) true)))
(let (($x1918 (=> (and $x1520) (and $x1520 (= (* ?x11 (* c1 c2)) (* (* ?x11 c1) c2))))))
(not $x1918)))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x1920 (<= k_c1 9223372036854775807)))
 (let (($x13 (>= k_c1 (- 9223372036854775808))))
 (and $x13 $x1920))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x1171 (<= k_c2 9223372036854775807)))
 (let (($x680 (>= k_c2 (- 9223372036854775808))))
 (and $x680 $x1171))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x4280 (and (>= (* k_c1 k_c2) (- 9223372036854775808)) (<= (* k_c1 k_c2) 9223372036854775807))))
(let (($x15 (and (and true true (and true $x4280)) (= (* k_c1 k_c2) (* k_c1 k_c2)))))
(not (and $x15)))))
(check-sat)
(pop)
