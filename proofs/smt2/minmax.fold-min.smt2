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
 (let (($x8868 (and (= (ite (< c2 c1) c2 c1) (ite (< c2 c1) c2 c1)))))
(not (=> true $x8868))))
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
 (let (($x8868 (and (= (ite (< c2 c1) c2 c1) (ite (< c2 c1) c2 c1)))))
(not (=> true $x8868))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x1604 (<= k_c1 9223372036854775807)))
 (let (($x612 (>= k_c1 (- 9223372036854775808))))
 (and $x612 $x1604))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x18 (<= k_c2 9223372036854775807)))
 (let (($x47 (>= k_c2 (- 9223372036854775808))))
 (and $x47 $x18))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x4160 (<= k_c1 k_c2)))
(let ((?x1116 (ite $x4160 k_c1 k_c2)))
(let (($x4711 (and true true (and true (and (>= ?x1116 (- 9223372036854775808)) (<= ?x1116 9223372036854775807))))))
(not (and (and $x4711 (= ?x1116 (ite (< k_c2 k_c1) k_c2 k_c1)))))))))
(check-sat)
(pop 1)
(exit)
