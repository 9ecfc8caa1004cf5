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
 (let (($x3836 (and (= (ite (< c1 c2) c2 c1) (ite (< c1 c2) c2 c1)))))
(not (=> and $x3836))))
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
 (let (($x3836 (and (= (ite (< c1 c2) c2 c1) (ite (< c1 c2) c2 c1)))))
(not (=> and $x3836))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x8055 (<= k_c1 9223372036854775807)))
 (let (($x24 (>= k_c1 (- 9223372036854775808))))
 (and $x24 $x8055))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x3244 (<= k_c2 9223372036854775807)))
 (let (($x1016 (>= k_c2 (- 9223372036854775808))))
 (and $x1016 $x3244))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let ((?x91 (ite (>= k_c1 k_c2) k_c1 k_c2)))
(let (($x1142 (and true true (and true (and (>= ?x91 (- 9223372036854775808)) (<= ?x91 9223372036854775807))))))
(not (and (and $x1142 (= ?x91 ?x91)))))))
(check-sat)
(pop)
