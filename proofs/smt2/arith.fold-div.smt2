; arith/fold-div: refinement both ways; every check-sat must answer unsat
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
 (let ((?x2289 (div c1 c2)))
(let (($x4358 (>= c2 0)))
(let ((?x59 (ite $x4358 ?x2289 (div (- c1) (- c2)))))
(let (($x4198 (and (distinct 0 c2) true)))
(not (=> (and $x4198) (and $x4198 (= ?x59 ?x59)))))))))
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
 (let ((?x2289 (div c1 c2)))
(let (($x4358 (>= c2 0)))
(let ((?x59 (ite $x4358 ?x2289 (div (- c1) (- c2)))))
(let (($x4198 (and (distinct 0 c2) true)))
(not (=> (and $x4198) (and $x4198 (= ?x59 ?x59)))))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x74 (<= k_c2 9223372036854775807)))
 (let (($x3971 (>= k_c2 (- 9223372036854775808))))
 (and $x3971 $x74))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x680 (<= k_c1 9223372036854775807)))
 (let (($x7 (>= k_c1 (- 9223372036854775808))))
 (and $x7 $x680))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x3905 (and (distinct 0 k_c2) true)))
 (and true true $x3905)))
(assert
 (let (($x3905 (and (distinct 0 k_c2) true)))
(let ((?x1142 (div k_c1 k_c2)))
(let (($x1079 (>= k_c2 0)))
(let ((?x4081 (- k_c1 (* k_c2 (ite (>= k_c1 0) ?x1142 (- (div (- k_c1) k_c2)))))))
(let ((?x3793 (+ ?x4081 k_c2)))
(let ((?x3026 (* k_c2 (ite (>= ?x3793 0) (div ?x3793 k_c2) (- (div (- ?x3793) k_c2))))))
(let ((?x3847 (- ?x3793 ?x3026)))
(let ((?x32 (- k_c1 ?x3847)))
(let ((?x3186 (ite (>= ?x32 0) (div ?x32 k_c2) (- (div (- ?x32) k_c2)))))
(let (($x5910 (and (distinct k_c2 0) true)))
(let (($x2466 (and (and $x5910 (not (and (= ?x3793 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x3847 (- 9223372036854775808)) (<= ?x3847 9223372036854775807)))))
(let (($x3615 (and (and $x5910 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x4081 (- 9223372036854775808)) (<= ?x4081 9223372036854775807)))))
(let (($x34 (and (and true true $x3615) true (and true (and (>= ?x3793 (- 9223372036854775808)) (<= ?x3793 9223372036854775807))))))
(let (($x3244 (and true (and $x34 true $x2466) (and true (and (>= ?x32 (- 9223372036854775808)) (<= ?x32 9223372036854775807))))))
(let (($x3587 (and (and $x3244 true (and $x5910 (and (>= ?x3186 (- 9223372036854775808)) (<= ?x3186 9223372036854775807)))) (= ?x3186 (ite $x1079 ?x1142 (div (- k_c1) (- k_c2)))))))
(not (and $x5910 $x3587 $x3905))))))))))))))))))
(check-sat)
(pop)
