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
 (let ((?x6 (* c2 (ite (>= c2 0) (div c1 c2) (div (- c1) (- c2))))))
(let ((?x39 (- c1 ?x6)))
(let (($x30 (and (distinct 0 c2) true)))
(not (=> (and $x30) (and $x30 (= ?x39 ?x39))))))))
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
 (let ((?x6 (* c2 (ite (>= c2 0) (div c1 c2) (div (- c1) (- c2))))))
(let ((?x39 (- c1 ?x6)))
(let (($x30 (and (distinct 0 c2) true)))
(not (=> (and $x30) (and $x30 (= ?x39 ?x39))))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x22 (<= k_c2 9223372036854775807)))
 (let (($x25 (>= k_c2 (- 9223372036854775808))))
 (and $x25 $x22))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x253 (<= k_c1 9223372036854775807)))
 (let (($x20 (>= k_c1 (- 9223372036854775808))))
 (and $x20 $x253))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x4305 (and (distinct 0 k_c2) true)))
 (and true true $x4305)))
(assert
 (let (($x4305 (and (distinct 0 k_c2) true)))
(let ((?x50 (div k_c1 k_c2)))
(let (($x3155 (>= k_c2 0)))
(let ((?x1594 (- k_c1 (* k_c2 (ite (>= k_c1 0) ?x50 (- (div (- k_c1) k_c2)))))))
(let ((?x557 (+ ?x1594 k_c2)))
(let ((?x787 (* k_c2 (ite (>= ?x557 0) (div ?x557 k_c2) (- (div (- ?x557) k_c2))))))
(let ((?x4336 (- ?x557 ?x787)))
(let (($x3605 (= ?x4336 (- k_c1 (* k_c2 (ite $x3155 ?x50 (div (- k_c1) (- k_c2))))))))
(let (($x1792 (and (distinct k_c2 0) true)))
(let (($x1680 (and (and $x1792 (not (and (= ?x557 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x4336 (- 9223372036854775808)) (<= ?x4336 9223372036854775807)))))
(let (($x143 (and (and $x1792 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x1594 (- 9223372036854775808)) (<= ?x1594 9223372036854775807)))))
(let (($x2975 (and (and true true $x143) true (and true (and (>= ?x557 (- 9223372036854775808)) (<= ?x557 9223372036854775807))))))
(not (and $x1792 (and (and $x2975 true $x1680) $x3605) $x4305)))))))))))))))
(check-sat)
(pop)
