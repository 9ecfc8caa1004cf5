; arith/fold-add: refinement both ways; every check-sat must answer unsat
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
 (not (=> and (and (= (+ c1 c2) (+ c1 c2))))))
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
 (not (=> and (and (= (+ c1 c2) (+ c1 c2))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x611 (<= k_c1 9223372036854775807)))
 (let (($x20 (>= k_c1 (- 9223372036854775808))))
 (and $x20 $x611))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x23 (<= k_c2 9223372036854775807)))
 (let (($x650 (>= k_c2 (- 9223372036854775808))))
 (and $x650 $x23))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let ((?x39 (+ k_c1 k_c2)))
(let (($x28 (<= ?x39 9223372036854775807)))
(let (($x14 (>= ?x39 (- 9223372036854775808))))
(let (($x4320 (and $x14 $x28)))
(not (and (and (and true true (and true $x4320)) (= ?x39 ?x39)))))))))
(check-sat)
(pop)
