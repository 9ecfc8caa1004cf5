; arith/fold-mul: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c1 () Int)
(declare-fun c2 () Int)
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (not (=> true (and (= (* c1 c2) (* c1 c2))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c1 () Int)
(declare-fun c2 () Int)
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (not (=> true (and (= (* c1 c2) (* c1 c2))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x4039 (<= k_c1 9223372036854775807)))
 (let (($x800 (>= k_c1 (- 9223372036854775808))))
 (and $x800 $x4039))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x57 (<= k_c2 9223372036854775807)))
 (let (($x31 (>= k_c2 (- 9223372036854775808))))
 (and $x31 $x57))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let ((?x1715 (* k_c1 k_c2)))
 (let (($x2082 (<= ?x1715 9223372036854775807)))
 (let (($x2389 (>= ?x1715 (- 9223372036854775808))))
 (let (($x25 (and $x2389 $x2082)))
 (let (($x53 (and true true (and true $x25))))
 (and $x53 true (>= 2147483647 ?x1715))))))))
(assert
 (let ((?x1715 (* k_c1 k_c2)))
 (let (($x2082 (<= ?x1715 9223372036854775807)))
 (let (($x2389 (>= ?x1715 (- 9223372036854775808))))
 (let (($x25 (and $x2389 $x2082)))
 (let (($x53 (and true true (and true $x25))))
 (and $x53 true (<= (- 2147483648) ?x1715))))))))
(assert
 (let ((?x1715 (* k_c1 k_c2)))
(let (($x2082 (<= ?x1715 9223372036854775807)))
(let (($x2389 (>= ?x1715 (- 9223372036854775808))))
(let (($x25 (and $x2389 $x2082)))
(let (($x53 (and true true (and true $x25))))
(not (and (and $x53 (= ?x1715 ?x1715))))))))))
(check-sat)
(pop 1)
(exit)
