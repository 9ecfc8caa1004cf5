; arith/fold-sub: refinement both ways; every check-sat must answer unsat
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
 (not (=> and (and (= (- c1 c2) (- c1 c2))))))
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
 (not (=> and (and (= (- c1 c2) (- c1 c2))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x3995 (<= k_c1 9223372036854775807)))
 (let (($x4066 (>= k_c1 (- 9223372036854775808))))
 (and $x4066 $x3995))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x2976 (<= k_c2 9223372036854775807)))
 (let (($x1920 (>= k_c2 (- 9223372036854775808))))
 (and $x1920 $x2976))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x5673 (and true (and (>= (- k_c1 k_c2) (- 9223372036854775808)) (<= (- k_c1 k_c2) 9223372036854775807)))))
(let (($x91 (and (and true true $x5673) (= (- k_c1 k_c2) (- k_c1 k_c2)))))
(not (and $x91)))))
(check-sat)
(pop)
