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
 (let (($x3813 (and (= (ite (< c2 c1) c2 c1) (ite (< c2 c1) c2 c1)))))
(not (=> true $x3813))))
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
 (let (($x3813 (and (= (ite (< c2 c1) c2 c1) (ite (< c2 c1) c2 c1)))))
(not (=> true $x3813))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x3821 (<= k_c1 9223372036854775807)))
 (let (($x3981 (>= k_c1 (- 9223372036854775808))))
 (and $x3981 $x3821))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x1003 (<= k_c2 9223372036854775807)))
 (let (($x4284 (>= k_c2 (- 9223372036854775808))))
 (and $x4284 $x1003))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x3288 (<= k_c1 k_c2)))
(let ((?x32 (ite $x3288 k_c1 k_c2)))
(let (($x6187 (and true true (and true (and (>= ?x32 (- 9223372036854775808)) (<= ?x32 9223372036854775807))))))
(not (and (and $x6187 (= ?x32 (ite (< k_c2 k_c1) k_c2 k_c1)))))))))
(check-sat)
(pop 1)
(exit)
