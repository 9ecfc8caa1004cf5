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
 (let ((?x1954 (* c2 (ite (>= c2 0) (div c1 c2) (div (- c1) (- c2))))))
(let ((?x19 (- c1 ?x1954)))
(let (($x2332 (and (distinct c2 0) true)))
(not (=> (and $x2332) (and $x2332 (= ?x19 ?x19))))))))
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
 (let ((?x1954 (* c2 (ite (>= c2 0) (div c1 c2) (div (- c1) (- c2))))))
(let ((?x19 (- c1 ?x1954)))
(let (($x2332 (and (distinct c2 0) true)))
(not (=> (and $x2332) (and $x2332 (= ?x19 ?x19))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x1789 (<= k_c2 9223372036854775807)))
 (let (($x3787 (>= k_c2 (- 9223372036854775808))))
 (and $x3787 $x1789))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x1444 (<= k_c1 9223372036854775807)))
 (let (($x1973 (>= k_c1 (- 9223372036854775808))))
 (and $x1973 $x1444))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x23 (and (distinct 0 k_c2) true)))
 (and true true $x23)))
(assert
 (let (($x23 (and (distinct 0 k_c2) true)))
(let ((?x1165 (div k_c1 k_c2)))
(let (($x6030 (>= k_c2 0)))
(let ((?x4048 (- k_c1 (* k_c2 (ite (>= k_c1 0) ?x1165 (- (div (- k_c1) k_c2)))))))
(let ((?x3231 (+ ?x4048 k_c2)))
(let ((?x3703 (* k_c2 (ite (>= ?x3231 0) (div ?x3231 k_c2) (- (div (- ?x3231) k_c2))))))
(let ((?x3299 (- ?x3231 ?x3703)))
(let (($x2988 (= ?x3299 (- k_c1 (* k_c2 (ite $x6030 ?x1165 (div (- k_c1) (- k_c2))))))))
(let (($x18 (and (distinct k_c2 0) true)))
(let (($x3956 (and (and $x18 (not (and (= ?x3231 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x3299 (- 9223372036854775808)) (<= ?x3299 9223372036854775807)))))
(let (($x3872 (and (and $x18 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x4048 (- 9223372036854775808)) (<= ?x4048 9223372036854775807)))))
(let (($x900 (and (and true true $x3872) true (and true (and (>= ?x3231 (- 9223372036854775808)) (<= ?x3231 9223372036854775807))))))
(not (and $x18 (and (and $x900 true $x3956) $x2988) $x23)))))))))))))))
(check-sat)
(pop 1)
(exit)
