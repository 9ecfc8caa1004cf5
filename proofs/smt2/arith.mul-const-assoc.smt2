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
 (let ((?x142 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x612 (and (distinct 0 ok_x) true)))
(let (($x45 (=> (and $x612) (and $x612 (= (* (* ?x142 c1) c2) (* ?x142 (* c1 c2)))))))
(not $x45)))))
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
 (let ((?x142 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x612 (and (distinct 0 ok_x) true)))
(let (($x4303 (=> (and $x612) (and $x612 (= (* ?x142 (* c1 c2)) (* (* ?x142 c1) c2))))))
(not $x4303)))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x1369 (<= k_c1 9223372036854775807)))
 (let (($x21 (>= k_c1 (- 9223372036854775808))))
 (and $x21 $x1369))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x4305 (<= k_c2 9223372036854775807)))
 (let (($x30 (>= k_c2 (- 9223372036854775808))))
 (and $x30 $x4305))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x1726 (and (>= (* k_c1 k_c2) (- 9223372036854775808)) (<= (* k_c1 k_c2) 9223372036854775807))))
(let (($x26 (and (and true true (and true $x1726)) (= (* k_c1 k_c2) (* k_c1 k_c2)))))
(not (and $x26)))))
(check-sat)
(pop)
