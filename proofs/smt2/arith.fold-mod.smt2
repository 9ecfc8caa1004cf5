; arith/fold-mod: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c2 () Int)
(declare-fun c1 () Int)
(assert
 (and (distinct 0 c2) true))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x3982 (* c2 (ite (>= c2 0) (div c1 c2) (div (- c1) (- c2))))))
(let ((?x3554 (- c1 ?x3982)))
(let (($x3141 (and (distinct 0 c2) true)))
(not (=> (and $x3141) (and $x3141 (= ?x3554 ?x3554))))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c2 () Int)
(declare-fun c1 () Int)
(assert
 (and (distinct 0 c2) true))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x3982 (* c2 (ite (>= c2 0) (div c1 c2) (div (- c1) (- c2))))))
(let ((?x3554 (- c1 ?x3982)))
(let (($x3141 (and (distinct 0 c2) true)))
(not (=> (and $x3141) (and $x3141 (= ?x3554 ?x3554))))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x650 (<= k_c2 9223372036854775807)))
 (let (($x26 (>= k_c2 (- 9223372036854775808))))
 (and $x26 $x650))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x2362 (<= k_c1 9223372036854775807)))
 (let (($x53 (>= k_c1 (- 9223372036854775808))))
 (and $x53 $x2362))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x23 (and (distinct 0 k_c2) true)))
 (and true true $x23)))
(assert
 (let (($x23 (and (distinct 0 k_c2) true)))
(let ((?x786 (div k_c1 k_c2)))
(let (($x48 (>= k_c2 0)))
(let ((?x4243 (- k_c1 (* k_c2 (ite (>= k_c1 0) ?x786 (- (div (- k_c1) k_c2)))))))
(let ((?x3707 (+ ?x4243 k_c2)))
(let ((?x2028 (* k_c2 (ite (>= ?x3707 0) (div ?x3707 k_c2) (- (div (- ?x3707) k_c2))))))
(let ((?x45 (- ?x3707 ?x2028)))
(let (($x3084 (= ?x45 (- k_c1 (* k_c2 (ite $x48 ?x786 (div (- k_c1) (- k_c2))))))))
(let (($x21 (and (distinct k_c2 0) true)))
(let (($x4278 (and (and $x21 (not (and (= ?x3707 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x45 (- 9223372036854775808)) (<= ?x45 9223372036854775807)))))
(let (($x334 (and (and $x21 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x4243 (- 9223372036854775808)) (<= ?x4243 9223372036854775807)))))
(let (($x22 (and (and true true $x334) true (and true (and (>= ?x3707 (- 9223372036854775808)) (<= ?x3707 9223372036854775807))))))
(not (and $x21 (and (and $x22 true $x4278) $x3084) $x23)))))))))))))))
(check-sat)
(pop)
