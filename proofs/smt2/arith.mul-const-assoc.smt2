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
 (let ((?x22 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x38 (and (distinct ok_x 0) true)))
(let (($x25 (=> (and $x38) (and $x38 (= (* (* ?x22 c1) c2) (* ?x22 (* c1 c2)))))))
(not $x25)))))
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
 (let ((?x22 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x38 (and (distinct ok_x 0) true)))
(let (($x3548 (=> (and $x38) (and $x38 (= (* ?x22 (* c1 c2)) (* (* ?x22 c1) c2))))))
(not $x3548)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x56 (<= k_c1 9223372036854775807)))
 (let (($x1243 (>= k_c1 (- 9223372036854775808))))
 (and $x1243 $x56))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x21 (<= k_c2 9223372036854775807)))
 (let (($x10 (>= k_c2 (- 9223372036854775808))))
 (and $x10 $x21))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x226 (and (>= (* k_c1 k_c2) (- 9223372036854775808)) (<= (* k_c1 k_c2) 9223372036854775807))))
(let (($x4649 (and (and true true (and true $x226)) (= (* k_c1 k_c2) (* k_c1 k_c2)))))
(not (and $x4649)))))
(check-sat)
(pop 1)
(exit)
