; minmax/fold-max: refinement both ways; every check-sat must answer unsat
(set-logic QF_LIA)
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
 (let (($x5984 (and (= (ite (> c1 c2) c1 c2) (ite (> c1 c2) c1 c2)))))
(not (=> true $x5984))))
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
 (let (($x5984 (and (= (ite (> c1 c2) c1 c2) (ite (> c1 c2) c1 c2)))))
(not (=> true $x5984))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x4052 (<= k_c1 9223372036854775807)))
 (let (($x7578 (>= k_c1 (- 9223372036854775808))))
 (and $x7578 $x4052))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x7306 (<= k_c2 9223372036854775807)))
 (let (($x1807 (>= k_c2 (- 9223372036854775808))))
 (and $x1807 $x7306))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x12608 (and (>= (ite (>= k_c1 k_c2) k_c1 k_c2) (- 9223372036854775808)) (<= (ite (>= k_c1 k_c2) k_c1 k_c2) 9223372036854775807))))
 (let (($x2829 (and true true (and true $x12608))))
 (and $x2829 true (>= 2147483647 (ite (>= k_c1 k_c2) k_c1 k_c2))))))
(assert
 (let (($x12608 (and (>= (ite (>= k_c1 k_c2) k_c1 k_c2) (- 9223372036854775808)) (<= (ite (>= k_c1 k_c2) k_c1 k_c2) 9223372036854775807))))
 (let (($x2829 (and true true (and true $x12608))))
 (and $x2829 true (<= (- 2147483648) (ite (>= k_c1 k_c2) k_c1 k_c2))))))
(assert
 (let ((?x6933 (ite (>= k_c1 k_c2) k_c1 k_c2)))
(let (($x2829 (and true true (and true (and (>= ?x6933 (- 9223372036854775808)) (<= ?x6933 9223372036854775807))))))
(not (and (and $x2829 (= ?x6933 (ite (> k_c1 k_c2) k_c1 k_c2))))))))
(check-sat)
(pop 1)
(exit)
