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
 (let (($x611 (and (= (ite (< c1 c2) c2 c1) (ite (< c1 c2) c2 c1)))))
(not (=> true $x611))))
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
 (let (($x611 (and (= (ite (< c1 c2) c2 c1) (ite (< c1 c2) c2 c1)))))
(not (=> true $x611))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x1594 (<= k_c1 9223372036854775807)))
 (let (($x5151 (>= k_c1 (- 9223372036854775808))))
 (and $x5151 $x1594))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x2410 (<= k_c2 9223372036854775807)))
 (let (($x3078 (>= k_c2 (- 9223372036854775808))))
 (and $x3078 $x2410))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let ((?x1003 (ite (>= k_c1 k_c2) k_c1 k_c2)))
(let (($x588 (and true true (and true (and (>= ?x1003 (- 9223372036854775808)) (<= ?x1003 9223372036854775807))))))
(not (and (and $x588 (= ?x1003 (ite (< k_c1 k_c2) k_c2 k_c1))))))))
(check-sat)
(pop 1)
(exit)
