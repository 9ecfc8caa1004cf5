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
 (let (($x10398 (and (= (ite (< c2 c1) c2 c1) (ite (< c2 c1) c2 c1)))))
(not (=> and $x10398))))
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
 (let (($x10398 (and (= (ite (< c2 c1) c2 c1) (ite (< c2 c1) c2 c1)))))
(not (=> and $x10398))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x2843 (<= k_c1 9223372036854775807)))
 (let (($x3174 (>= k_c1 (- 9223372036854775808))))
 (and $x3174 $x2843))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x2877 (<= k_c2 9223372036854775807)))
 (let (($x3476 (>= k_c2 (- 9223372036854775808))))
 (and $x3476 $x2877))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let ((?x915 (ite (<= k_c1 k_c2) k_c1 k_c2)))
(let (($x3053 (and true true (and true (and (>= ?x915 (- 9223372036854775808)) (<= ?x915 9223372036854775807))))))
(not (and (and $x3053 (= ?x915 ?x915)))))))
(check-sat)
(pop)
