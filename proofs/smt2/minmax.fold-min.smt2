; minmax/fold-min: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c1 () Int)
(declare-fun c2 () Int)
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let (($x9132 (and (= (ite (< c2 c1) c2 c1) (ite (< c2 c1) c2 c1)))))
(not (=> and $x9132))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c1 () Int)
(declare-fun c2 () Int)
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let (($x9132 (and (= (ite (< c2 c1) c2 c1) (ite (< c2 c1) c2 c1)))))
(not (=> and $x9132))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x2771 (<= k_c1 9223372036854775807)))
 (let (($x3072 (>= k_c1 (- 9223372036854775808))))
 (and $x3072 $x2771))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x6232 (<= k_c2 9223372036854775807)))
 (let (($x3065 (>= k_c2 (- 9223372036854775808))))
 (and $x3065 $x6232))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let ((?x38 (ite (<= k_c1 k_c2) k_c1 k_c2)))
(let (($x29 (and true true (and true (and (>= ?x38 (- 9223372036854775808)) (<= ?x38 9223372036854775807))))))
(not (and (and $x29 (= ?x38 ?x38)))))))
(check-sat)
(pop)
