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
 (let (($x7354 (and (= (ite (< c1 c2) c1 c2) (ite (< c1 c2) c1 c2)))))
(not (=> true $x7354))))
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
 (let (($x7354 (and (= (ite (< c1 c2) c1 c2) (ite (< c1 c2) c1 c2)))))
(not (=> true $x7354))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x7213 (<= k_c1 9223372036854775807)))
 (let (($x2202 (>= k_c1 (- 9223372036854775808))))
 (and $x2202 $x7213))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x832 (<= k_c2 9223372036854775807)))
 (let (($x926 (>= k_c2 (- 9223372036854775808))))
 (and $x926 $x832))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let ((?x13003 (ite (<= k_c1 k_c2) k_c1 k_c2)))
(let (($x3832 (and true true (and true (and (>= ?x13003 (- 9223372036854775808)) (<= ?x13003 9223372036854775807))))))
(not (and (and $x3832 (= ?x13003 (ite (< k_c1 k_c2) k_c1 k_c2))))))))
(check-sat)
(pop 1)
(exit)
