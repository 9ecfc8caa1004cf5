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
 (let (($x31 (=> true (and (= (+ (* x c1) (* x c2)) (* x (+ c1 c2)))))))
(not $x31)))
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
 (let (($x50 (=> true (and (= (* x (+ c1 c2)) (+ (* x c1) (* x c2)))))))
(not $x50)))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x784 (<= k_c1 9223372036854775807)))
 (let (($x46 (>= k_c1 (- 9223372036854775808))))
 (and $x46 $x784))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x47 (<= k_c2 9223372036854775807)))
 (let (($x4099 (>= k_c2 (- 9223372036854775808))))
 (and $x4099 $x47))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let ((?x48 (+ k_c1 k_c2)))
 (let (($x32 (<= ?x48 9223372036854775807)))
 (let (($x427 (>= ?x48 (- 9223372036854775808))))
 (let (($x8 (and $x427 $x32)))
 (let (($x60 (and true true (and true $x8))))
 (and $x60 true (>= 2147483647 ?x48))))))))
(assert
 (let ((?x48 (+ k_c1 k_c2)))
 (let (($x32 (<= ?x48 9223372036854775807)))
 (let (($x427 (>= ?x48 (- 9223372036854775808))))
 (let (($x8 (and $x427 $x32)))
 (let (($x60 (and true true (and true $x8))))
 (and $x60 true (<= (- 2147483648) ?x48))))))))
(assert
 (let ((?x48 (+ k_c1 k_c2)))
(let (($x32 (<= ?x48 9223372036854775807)))
(let (($x427 (>= ?x48 (- 9223372036854775808))))
(let (($x8 (and $x427 $x32)))
(let (($x60 (and true true (and true $x8))))
(not (and (and $x60 (= ?x48 ?x48))))))))))
(check-sat)
(pop 1)
(exit)
