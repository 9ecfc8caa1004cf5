; minmax/fold-max: refinement both ways; every check-sat must answer unsat
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
 (let (($x15417 (and (= (ite (< c1 c2) c2 c1) (ite (< c1 c2) c2 c1)))))
(not (=> and $x15417))))
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
 (let (($x15417 (and (= (ite (< c1 c2) c2 c1) (ite (< c1 c2) c2 c1)))))
(not (=> and $x15417))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x26 (<= k_c1 9223372036854775807)))
 (let (($x750 (>= k_c1 (- 9223372036854775808))))
 (and $x750 $x26))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x6143 (<= k_c2 9223372036854775807)))
 (let (($x4744 (>= k_c2 (- 9223372036854775808))))
 (and $x4744 $x6143))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let ((?x136 (ite (>= k_c1 k_c2) k_c1 k_c2)))
(let (($x12859 (and true true (and true (and (>= ?x136 (- 9223372036854775808)) (<= ?x136 9223372036854775807))))))
(not (and (and $x12859 (= ?x136 ?x136)))))))
(check-sat)
(pop)
