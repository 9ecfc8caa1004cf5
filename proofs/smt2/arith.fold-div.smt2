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
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x3817 (div c1 c2)))
(let (($x3373 (>= c2 0)))
(let ((?x2028 (ite $x3373 ?x3817 (div (- c1) (- c2)))))
(let (($x3597 (and (distinct c2 0) true)))
(not (=> (and $x3597) (and $x3597 (= ?x2028 ?x2028)))))))))
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
 (let ((?x3817 (div c1 c2)))
(let (($x3373 (>= c2 0)))
(let ((?x2028 (ite $x3373 ?x3817 (div (- c1) (- c2)))))
(let (($x3597 (and (distinct c2 0) true)))
(not (=> (and $x3597) (and $x3597 (= ?x2028 ?x2028)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x90 (<= k_c2 9223372036854775807)))
 (let (($x3467 (>= k_c2 (- 9223372036854775808))))
 (and $x3467 $x90))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x42 (<= k_c1 9223372036854775807)))
 (let (($x1043 (>= k_c1 (- 9223372036854775808))))
 (and $x1043 $x42))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x527 (and (distinct 0 k_c2) true)))
 (and true true $x527)))
(assert
 (let (($x527 (and (distinct 0 k_c2) true)))
(let ((?x1444 (div k_c1 k_c2)))
(let (($x29 (>= k_c2 0)))
(let ((?x4229 (- k_c1 (* k_c2 (ite (>= k_c1 0) ?x1444 (- (div (- k_c1) k_c2)))))))
(let ((?x3707 (+ ?x4229 k_c2)))
(let ((?x3346 (* k_c2 (ite (>= ?x3707 0) (div ?x3707 k_c2) (- (div (- ?x3707) k_c2))))))
(let ((?x3171 (- ?x3707 ?x3346)))
(let ((?x3703 (- k_c1 ?x3171)))
(let ((?x3889 (ite (>= ?x3703 0) (div ?x3703 k_c2) (- (div (- ?x3703) k_c2)))))
(let (($x3055 (and (distinct k_c2 0) true)))
(let (($x3905 (and (and $x3055 (not (and (= ?x3707 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x3171 (- 9223372036854775808)) (<= ?x3171 9223372036854775807)))))
(let (($x1095 (and (and $x3055 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x4229 (- 9223372036854775808)) (<= ?x4229 9223372036854775807)))))
(let (($x752 (and (and true true $x1095) true (and true (and (>= ?x3707 (- 9223372036854775808)) (<= ?x3707 9223372036854775807))))))
(let (($x4658 (and true (and $x752 true $x3905) (and true (and (>= ?x3703 (- 9223372036854775808)) (<= ?x3703 9223372036854775807))))))
(let (($x3319 (and (and $x4658 true (and $x3055 (and (>= ?x3889 (- 9223372036854775808)) (<= ?x3889 9223372036854775807)))) (= ?x3889 (ite $x29 ?x1444 (div (- k_c1) (- k_c2)))))))
(not (and $x3055 $x3319 $x527))))))))))))))))))
(check-sat)
(pop 1)
(exit)
