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
 (let ((?x6 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1792 (and (distinct ok_x 0) true)))
(let (($x22 (=> (and $x1792) (and $x1792 (= (* (* ?x6 c1) c2) (* ?x6 (* c1 c2)))))))
(not $x22)))))
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
 (let ((?x6 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1792 (and (distinct ok_x 0) true)))
(let (($x51 (=> (and $x1792) (and $x1792 (= (* ?x6 (* c1 c2)) (* (* ?x6 c1) c2))))))
(not $x51)))))
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
 (let (($x14 (>= k_c1 (- 9223372036854775808))))
 (and $x14 $x41))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x4311 (<= k_c2 9223372036854775807)))
 (let (($x34 (>= k_c2 (- 9223372036854775808))))
 (and $x34 $x4311))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x309 (and (>= (* k_c1 k_c2) (- 9223372036854775808)) (<= (* k_c1 k_c2) 9223372036854775807))))
(let (($x4004 (and (and true true (and true $x309)) (= (* k_c1 k_c2) (* k_c1 k_c2)))))
(not (and $x4004)))))
(check-sat)
(pop 1)
(exit)
