; arith/mul-add-combine: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c1 () Int)
(declare-fun c2 () Int)
(declare-fun x () Int)
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let (($x22 (=> true (and (= (+ (* x c1) (* x c2)) (* x (+ c1 c2)))))))
(not $x22)))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c1 () Int)
(declare-fun c2 () Int)
(declare-fun x () Int)
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let (($x47 (=> true (and (= (* x (+ c1 c2)) (+ (* x c1) (* x c2)))))))
(not $x47)))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x55 (<= k_c1 9223372036854775807)))
 (let (($x34 (>= k_c1 (- 9223372036854775808))))
 (and $x34 $x55))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x429 (<= k_c2 9223372036854775807)))
 (let (($x18 (>= k_c2 (- 9223372036854775808))))
 (and $x18 $x429))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let ((?x17 (+ k_c1 k_c2)))
 (let (($x35 (<= ?x17 9223372036854775807)))
 (let (($x725 (>= ?x17 (- 9223372036854775808))))
 (let (($x2389 (and $x725 $x35)))
 (let (($x4126 (and true true (and true $x2389))))
 (and $x4126 true (>= 2147483647 ?x17))))))))
(assert
 (let ((?x17 (+ k_c1 k_c2)))
 (let (($x35 (<= ?x17 9223372036854775807)))
 (let (($x725 (>= ?x17 (- 9223372036854775808))))
 (let (($x2389 (and $x725 $x35)))
 (let (($x4126 (and true true (and true $x2389))))
 (and $x4126 true (<= (- 2147483648) ?x17))))))))
(assert
 (let ((?x17 (+ k_c1 k_c2)))
(let (($x35 (<= ?x17 9223372036854775807)))
(let (($x725 (>= ?x17 (- 9223372036854775808))))
(let (($x2389 (and $x725 $x35)))
(let (($x4126 (and true true (and true $x2389))))
(not (and (and $x4126 (= ?x17 ?x17))))))))))
(check-sat)
(pop 1)
(exit)
