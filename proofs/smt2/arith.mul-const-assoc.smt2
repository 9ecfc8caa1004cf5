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
 (let ((?x31 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x43 (and (distinct ok_x 0) true)))
(let (($x21 (=> (and $x43) (and $x43 (= (* (* ?x31 c1) c2) (* ?x31 (* c1 c2)))))))
(not $x21)))))
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
 (let ((?x31 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x43 (and (distinct ok_x 0) true)))
(let (($x45 (=> (and $x43) (and $x43 (= (* ?x31 (* c1 c2)) (* (* ?x31 c1) c2))))))
(not $x45)))))
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
 (let (($x44 (>= k_c1 (- 9223372036854775808))))
 (and $x44 $x22))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x34 (<= k_c2 9223372036854775807)))
 (let (($x581 (>= k_c2 (- 9223372036854775808))))
 (and $x581 $x34))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x3072 (and (>= (* k_c1 k_c2) (- 9223372036854775808)) (<= (* k_c1 k_c2) 9223372036854775807))))
(let (($x64 (and (and true true (and true $x3072)) (= (* k_c1 k_c2) (* k_c1 k_c2)))))
(not (and $x64)))))
(check-sat)
(pop 1)
(exit)
