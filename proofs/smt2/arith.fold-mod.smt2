; arith/fold-mod: refinement both ways; every check-sat must answer unsat
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
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x3265 (* c2 (ite (>= c2 0) (div c1 c2) (div (- c1) (- c2))))))
(let ((?x3479 (- c1 ?x3265)))
(let (($x829 (and (distinct c2 0) true)))
(not (=> (and $x829) (and $x829 (= ?x3479 ?x3479))))))))
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
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x3265 (* c2 (ite (>= c2 0) (div c1 c2) (div (- c1) (- c2))))))
(let ((?x3479 (- c1 ?x3265)))
(let (($x829 (and (distinct c2 0) true)))
(not (=> (and $x829) (and $x829 (= ?x3479 ?x3479))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x4612 (<= k_c2 9223372036854775807)))
 (let (($x1822 (>= k_c2 (- 9223372036854775808))))
 (and $x1822 $x4612))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x39 (<= k_c1 9223372036854775807)))
 (let (($x33 (>= k_c1 (- 9223372036854775808))))
 (and $x33 $x39))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x750 (and (distinct 0 k_c2) true)))
 (and true true $x750)))
(assert
 (let (($x750 (and (distinct 0 k_c2) true)))
(let ((?x4134 (div k_c1 k_c2)))
(let (($x889 (>= k_c2 0)))
(let ((?x3444 (- k_c1 (* k_c2 (ite (>= k_c1 0) ?x4134 (- (div (- k_c1) k_c2)))))))
(let ((?x3442 (+ ?x3444 k_c2)))
(let ((?x5945 (* k_c2 (ite (>= ?x3442 0) (div ?x3442 k_c2) (- (div (- ?x3442) k_c2))))))
(let ((?x3196 (- ?x3442 ?x5945)))
(let (($x3433 (= ?x3196 (- k_c1 (* k_c2 (ite $x889 ?x4134 (div (- k_c1) (- k_c2))))))))
(let (($x3163 (and (distinct k_c2 0) true)))
(let (($x14 (and (and $x3163 (not (and (= ?x3442 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x3196 (- 9223372036854775808)) (<= ?x3196 9223372036854775807)))))
(let (($x142 (and (and $x3163 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x3444 (- 9223372036854775808)) (<= ?x3444 9223372036854775807)))))
(let (($x4668 (and (and true true $x142) true (and true (and (>= ?x3442 (- 9223372036854775808)) (<= ?x3442 9223372036854775807))))))
(not (and $x3163 (and (and $x4668 true $x14) $x3433) $x750)))))))))))))))
(check-sat)
(pop 1)
(exit)
