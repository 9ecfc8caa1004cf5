; cmp/le-factor: refinement both ways; every check-sat must answer unsat
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
 (< 0 c1))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x6957 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x668 (<= ?x6957 (ite (>= c1 0) (div c2 c1) (div (- c2) (- c1))))))
(let (($x5128 (and (distinct c1 0) true)))
(let (($x4930 (and (distinct ok_x 0) true)))
(not (=> (and $x4930) (and $x4930 $x5128 (= (<= (* ?x6957 c1) c2) $x668)))))))))
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
 (< 0 c1))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x6957 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x668 (<= ?x6957 (ite (>= c1 0) (div c2 c1) (div (- c2) (- c1))))))
(let (($x4930 (and (distinct ok_x 0) true)))
(let (($x6878 (=> (and $x4930 (and (distinct c1 0) true)) (and $x4930 (= $x668 (<= (* ?x6957 c1) c2))))))
(not $x6878))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x10987 (<= k_c1 9223372036854775807)))
 (let (($x18558 (>= k_c1 (- 9223372036854775808))))
 (and $x18558 $x10987))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x5223 (<= k_c2 9223372036854775807)))
 (let (($x17585 (>= k_c2 (- 9223372036854775808))))
 (and $x17585 $x5223))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x7652 (< 0 k_c1)))
 (and true true $x7652)))
(assert
 (let (($x7652 (< 0 k_c1)))
(let ((?x7733 (div k_c2 k_c1)))
(let (($x7507 (>= k_c1 0)))
(let ((?x10063 (- k_c2 (* k_c1 (ite (>= k_c2 0) ?x7733 (- (div (- k_c2) k_c1)))))))
(let ((?x18137 (+ ?x10063 k_c1)))
(let ((?x2887 (* k_c1 (ite (>= ?x18137 0) (div ?x18137 k_c1) (- (div (- ?x18137) k_c1))))))
(let ((?x17558 (- ?x18137 ?x2887)))
(let ((?x9164 (- k_c2 ?x17558)))
(let ((?x14485 (ite (>= ?x9164 0) (div ?x9164 k_c1) (- (div (- ?x9164) k_c1)))))
(let (($x2508 (and (distinct k_c1 0) true)))
(let (($x14424 (and (and $x2508 (not (and (= ?x18137 (- 9223372036854775808)) (= k_c1 (- 1))))) (and (>= ?x17558 (- 9223372036854775808)) (<= ?x17558 9223372036854775807)))))
(let (($x2995 (and (and $x2508 (not (and (= k_c2 (- 9223372036854775808)) (= k_c1 (- 1))))) (and (>= ?x10063 (- 9223372036854775808)) (<= ?x10063 9223372036854775807)))))
(let (($x17 (and (and true true $x2995) true (and true (and (>= ?x18137 (- 9223372036854775808)) (<= ?x18137 9223372036854775807))))))
(let (($x7683 (and true (and $x17 true $x14424) (and true (and (>= ?x9164 (- 9223372036854775808)) (<= ?x9164 9223372036854775807))))))
(let (($x9602 (and (and $x7683 true (and $x2508 (and (>= ?x14485 (- 9223372036854775808)) (<= ?x14485 9223372036854775807)))) (= ?x14485 (ite $x7507 ?x7733 (div (- k_c2) (- k_c1)))))))
(not (and $x2508 $x9602 $x7652))))))))))))))))))
(check-sat)
(pop 1)
(exit)
