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
 (let (($x3680 (and (= (ite (> c1 c2) c1 c2) (ite (> c1 c2) c1 c2)))))
(not (=> true $x3680))))
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
 (let (($x3680 (and (= (ite (> c1 c2) c1 c2) (ite (> c1 c2) c1 c2)))))
(not (=> true $x3680))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x4064 (<= k_c1 9223372036854775807)))
 (let (($x10553 (>= k_c1 (- 9223372036854775808))))
 (and $x10553 $x4064))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x4291 (<= k_c2 9223372036854775807)))
 (let (($x15110 (>= k_c2 (- 9223372036854775808))))
 (and $x15110 $x4291))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let ((?x358 (ite (>= k_c1 k_c2) k_c1 k_c2)))
(let (($x6907 (and true true (and true (and (>= ?x358 (- 9223372036854775808)) (<= ?x358 9223372036854775807))))))
(not (and (and $x6907 (= ?x358 (ite (> k_c1 k_c2) k_c1 k_c2))))))))
(check-sat)
(pop 1)
(exit)
