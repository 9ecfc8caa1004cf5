; minmax/fold-min: refinement both ways; every check-sat must answer unsat
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
 (let (($x13301 (and (= (ite (< c2 c1) c2 c1) (ite (< c2 c1) c2 c1)))))
(not (=> true $x13301))))
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
 (let (($x13301 (and (= (ite (< c2 c1) c2 c1) (ite (< c2 c1) c2 c1)))))
(not (=> true $x13301))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x14351 (<= k_c1 9223372036854775807)))
 (let (($x4724 (>= k_c1 (- 9223372036854775808))))
 (and $x4724 $x14351))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x143 (<= k_c2 9223372036854775807)))
 (let (($x80 (>= k_c2 (- 9223372036854775808))))
 (and $x80 $x143))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x3412 (<= k_c1 k_c2)))
(let ((?x7992 (ite $x3412 k_c1 k_c2)))
(let (($x6839 (and true true (and true (and (>= ?x7992 (- 9223372036854775808)) (<= ?x7992 9223372036854775807))))))
(not (and (and $x6839 (= ?x7992 (ite (< k_c2 k_c1) k_c2 k_c1)))))))))
(check-sat)
(pop 1)
(exit)
