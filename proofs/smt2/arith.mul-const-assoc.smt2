; arith/mul-const-assoc: refinement both ways; every check-sat must answer unsat
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
 (let ((?x44 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x28 (and (distinct ok_x 0) true)))
(let (($x24 (=> (and $x28) (and $x28 (= (* (* ?x44 c1) c2) (* ?x44 (* c1 c2)))))))
(not $x24)))))
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
 (let ((?x44 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x28 (and (distinct ok_x 0) true)))
(let (($x4456 (=> (and $x28) (and $x28 (= (* ?x44 (* c1 c2)) (* (* ?x44 c1) c2))))))
(not $x4456)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x22 (<= k_c1 9223372036854775807)))
 (let (($x35 (>= k_c1 (- 9223372036854775808))))
 (and $x35 $x22))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x27 (<= k_c2 9223372036854775807)))
 (let (($x11 (>= k_c2 (- 9223372036854775808))))
 (and $x11 $x27))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let ((?x2409 (* k_c1 k_c2)))
 (let (($x21 (<= ?x2409 9223372036854775807)))
 (let (($x46 (>= ?x2409 (- 9223372036854775808))))
 (let (($x1890 (and $x46 $x21)))
 (let (($x4317 (and true true (and true $x1890))))
 (and $x4317 true (>= 2147483647 ?x2409))))))))
(assert
 (let ((?x2409 (* k_c1 k_c2)))
 (let (($x21 (<= ?x2409 9223372036854775807)))
 (let (($x46 (>= ?x2409 (- 9223372036854775808))))
 (let (($x1890 (and $x46 $x21)))
 (let (($x4317 (and true true (and true $x1890))))
 (and $x4317 true (<= (- 2147483648) ?x2409))))))))
(assert
 (let ((?x2409 (* k_c1 k_c2)))
(let (($x21 (<= ?x2409 9223372036854775807)))
(let (($x46 (>= ?x2409 (- 9223372036854775808))))
(let (($x1890 (and $x46 $x21)))
(let (($x4317 (and true true (and true $x1890))))
(not (and (and $x4317 (= ?x2409 ?x2409))))))))))
(check-sat)
(pop 1)
(exit)
