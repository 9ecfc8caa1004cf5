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
 (let ((?x3538 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x792 (and (distinct ok_x 0) true)))
(let (($x42 (=> (and $x792) (and $x792 (= (* (* ?x3538 c1) c2) (* ?x3538 (* c1 c2)))))))
(not $x42)))))
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
 (let ((?x3538 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x792 (and (distinct ok_x 0) true)))
(let (($x800 (=> (and $x792) (and $x792 (= (* ?x3538 (* c1 c2)) (* (* ?x3538 c1) c2))))))
(not $x800)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x29 (<= k_c1 9223372036854775807)))
 (let (($x13 (>= k_c1 (- 9223372036854775808))))
 (and $x13 $x29))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x25 (<= k_c2 9223372036854775807)))
 (let (($x274 (>= k_c2 (- 9223372036854775808))))
 (and $x274 $x25))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let ((?x38 (* k_c1 k_c2)))
 (let (($x33 (<= ?x38 9223372036854775807)))
 (let (($x52 (>= ?x38 (- 9223372036854775808))))
 (let (($x35 (and $x52 $x33)))
 (let (($x2389 (and true true (and true $x35))))
 (and $x2389 true (>= 2147483647 ?x38))))))))
(assert
 (let ((?x38 (* k_c1 k_c2)))
 (let (($x33 (<= ?x38 9223372036854775807)))
 (let (($x52 (>= ?x38 (- 9223372036854775808))))
 (let (($x35 (and $x52 $x33)))
 (let (($x2389 (and true true (and true $x35))))
 (and $x2389 true (<= (- 2147483648) ?x38))))))))
(assert
 (let ((?x38 (* k_c1 k_c2)))
(let (($x33 (<= ?x38 9223372036854775807)))
(let (($x52 (>= ?x38 (- 9223372036854775808))))
(let (($x35 (and $x52 $x33)))
(let (($x2389 (and true true (and true $x35))))
(not (and (and $x2389 (= ?x38 ?x38))))))))))
(check-sat)
(pop 1)
(exit)
