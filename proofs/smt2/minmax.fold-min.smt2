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
 (let (($x11235 (and (= (ite (< c1 c2) c1 c2) (ite (< c1 c2) c1 c2)))))
(not (=> true $x11235))))
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
 (let (($x11235 (and (= (ite (< c1 c2) c1 c2) (ite (< c1 c2) c1 c2)))))
(not (=> true $x11235))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x12606 (<= k_c1 9223372036854775807)))
 (let (($x12925 (>= k_c1 (- 9223372036854775808))))
 (and $x12925 $x12606))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x1461 (<= k_c2 9223372036854775807)))
 (let (($x11 (>= k_c2 (- 9223372036854775808))))
 (and $x11 $x1461))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x6933 (and (>= (ite (<= k_c1 k_c2) k_c1 k_c2) (- 9223372036854775808)) (<= (ite (<= k_c1 k_c2) k_c1 k_c2) 9223372036854775807))))
 (let (($x2438 (and true true (and true $x6933))))
 (and $x2438 true (>= 2147483647 (ite (<= k_c1 k_c2) k_c1 k_c2))))))
(assert
 (let (($x6933 (and (>= (ite (<= k_c1 k_c2) k_c1 k_c2) (- 9223372036854775808)) (<= (ite (<= k_c1 k_c2) k_c1 k_c2) 9223372036854775807))))
 (let (($x2438 (and true true (and true $x6933))))
 (and $x2438 true (<= (- 2147483648) (ite (<= k_c1 k_c2) k_c1 k_c2))))))
(assert
 (let ((?x12805 (ite (<= k_c1 k_c2) k_c1 k_c2)))
(let (($x2438 (and true true (and true (and (>= ?x12805 (- 9223372036854775808)) (<= ?x12805 9223372036854775807))))))
(not (and (and $x2438 (= ?x12805 (ite (< k_c1 k_c2) k_c1 k_c2))))))))
(check-sat)
(pop 1)
(exit)
