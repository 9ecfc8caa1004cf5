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
 (let (($x3442 (and (= (ite (< c1 c2) c2 c1) (ite (< c1 c2) c2 c1)))))
(not (=> true $x3442))))
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
 (let (($x3442 (and (= (ite (< c1 c2) c2 c1) (ite (< c1 c2) c2 c1)))))
(not (=> true $x3442))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x3444 (<= k_c1 9223372036854775807)))
 (let (($x4503 (>= k_c1 (- 9223372036854775808))))
 (and $x4503 $x3444))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x7439 (<= k_c2 9223372036854775807)))
 (let (($x779 (>= k_c2 (- 9223372036854775808))))
 (and $x779 $x7439))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let ((?x143 (ite (>= k_c1 k_c2) k_c1 k_c2)))
(let (($x12495 (and true true (and true (and (>= ?x143 (- 9223372036854775808)) (<= ?x143 9223372036854775807))))))
(not (and (and $x12495 (= ?x143 (ite (< k_c1 k_c2) k_c2 k_c1))))))))
(check-sat)
(pop 1)
(exit)
