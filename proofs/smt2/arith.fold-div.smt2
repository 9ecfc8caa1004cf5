; arith/fold-div: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c2 () Int)
(declare-fun c1 () Int)
(assert
 (and (distinct 0 c2) true))
(assert
 (and (distinct (- 1) c2) true))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x3354 (div c1 c2)))
(let (($x3140 (>= c2 0)))
(let ((?x2494 (ite $x3140 ?x3354 (div (- c1) (- c2)))))
(let (($x2686 (not (and (= c2 (- 1)) (= c1 (- 2147483648))))))
(let (($x2853 (and (distinct c2 0) true)))
(not (=> (and $x2853 $x2686) (and $x2853 $x2686 (= ?x2494 ?x2494))))))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c2 () Int)
(declare-fun c1 () Int)
(assert
 (and (distinct 0 c2) true))
(assert
 (and (distinct (- 1) c2) true))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x3354 (div c1 c2)))
(let (($x3140 (>= c2 0)))
(let ((?x2494 (ite $x3140 ?x3354 (div (- c1) (- c2)))))
(let (($x2686 (not (and (= c2 (- 1)) (= c1 (- 2147483648))))))
(let (($x2853 (and (distinct c2 0) true)))
(not (=> (and $x2853 $x2686) (and $x2853 $x2686 (= ?x2494 ?x2494))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x3346 (<= k_c2 9223372036854775807)))
 (let (($x1060 (>= k_c2 (- 9223372036854775808))))
 (and $x1060 $x3346))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x843 (<= k_c1 9223372036854775807)))
 (let (($x4406 (>= k_c1 (- 9223372036854775808))))
 (and $x4406 $x843))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x61 (and (distinct 0 k_c2) true)))
 (and true true $x61)))
(assert
 (let (($x3714 (and (distinct (- 1) k_c2) true)))
 (and true true $x3714)))
(assert
 (let (($x3714 (and (distinct (- 1) k_c2) true)))
(let (($x61 (and (distinct 0 k_c2) true)))
(let ((?x1028 (div k_c1 k_c2)))
(let (($x3907 (>= k_c2 0)))
(let ((?x93 (- k_c1 (* k_c2 (ite (>= k_c1 0) ?x1028 (- (div (- k_c1) k_c2)))))))
(let ((?x4767 (+ ?x93 k_c2)))
(let ((?x6136 (* k_c2 (ite (>= ?x4767 0) (div ?x4767 k_c2) (- (div (- ?x4767) k_c2))))))
(let ((?x1107 (- ?x4767 ?x6136)))
(let ((?x3756 (- k_c1 ?x1107)))
(let ((?x3224 (ite (>= ?x3756 0) (div ?x3756 k_c2) (- (div (- ?x3756) k_c2)))))
(let (($x1920 (and (distinct k_c2 0) true)))
(let (($x4037 (and (and $x1920 (not (and (= ?x4767 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x1107 (- 9223372036854775808)) (<= ?x1107 9223372036854775807)))))
(let (($x874 (and (and $x1920 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x93 (- 9223372036854775808)) (<= ?x93 9223372036854775807)))))
(let (($x3289 (and (and true true $x874) true (and true (and (>= ?x4767 (- 9223372036854775808)) (<= ?x4767 9223372036854775807))))))
(let (($x6143 (and true (and $x3289 true $x4037) (and true (and (>= ?x3756 (- 9223372036854775808)) (<= ?x3756 9223372036854775807))))))
(let (($x3499 (and (and $x6143 true (and $x1920 (and (>= ?x3224 (- 9223372036854775808)) (<= ?x3224 9223372036854775807)))) (= ?x3224 (ite $x3907 ?x1028 (div (- k_c1) (- k_c2)))))))
(let (($x438 (not (and (= k_c2 (- 1)) (= k_c1 (- 9223372036854775808))))))
(let (($x3810 (not (and (= k_c2 (- 1)) (= k_c1 (- 2147483648))))))
(let (($x4806 (not (and (= k_c2 (- 1)) (= k_c1 (- 32768))))))
(let (($x3715 (not (and (= k_c2 (- 1)) (= k_c1 (- 128))))))
(not (and $x1920 $x3715 $x4806 $x3810 $x438 $x3499 $x61 $x3714)))))))))))))))))))))))
(check-sat)
(pop 1)
(exit)
