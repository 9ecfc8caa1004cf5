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
 (let ((?x47 (div c1 c2)))
(let (($x4069 (>= c2 0)))
(let ((?x4060 (ite $x4069 ?x47 (div (- c1) (- c2)))))
(let (($x1150 (not (and (= c2 (- 1)) (= c1 (- 2147483648))))))
(let (($x79 (and (distinct c2 0) true)))
(not (=> (and $x79 $x1150) (and $x79 $x1150 (= ?x4060 ?x4060))))))))))
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
 (let ((?x47 (div c1 c2)))
(let (($x4069 (>= c2 0)))
(let ((?x4060 (ite $x4069 ?x47 (div (- c1) (- c2)))))
(let (($x1150 (not (and (= c2 (- 1)) (= c1 (- 2147483648))))))
(let (($x79 (and (distinct c2 0) true)))
(not (=> (and $x79 $x1150) (and $x79 $x1150 (= ?x4060 ?x4060))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x11 (<= k_c2 9223372036854775807)))
 (let (($x38 (>= k_c2 (- 9223372036854775808))))
 (and $x38 $x11))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x28 (<= k_c1 9223372036854775807)))
 (let (($x1376 (>= k_c1 (- 9223372036854775808))))
 (and $x1376 $x28))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let ((?x52 (div k_c1 k_c2)))
 (let (($x4240 (>= k_c1 0)))
 (let ((?x37 (- k_c1 (* k_c2 (ite $x4240 ?x52 (- (div (- k_c1) k_c2)))))))
 (let ((?x4245 (+ ?x37 k_c2)))
 (let ((?x795 (* k_c2 (ite (>= ?x4245 0) (div ?x4245 k_c2) (- (div (- ?x4245) k_c2))))))
 (let ((?x3626 (- ?x4245 ?x795)))
 (let ((?x1139 (- k_c1 ?x3626)))
 (let ((?x1109 (ite (>= ?x1139 0) (div ?x1139 k_c2) (- (div (- ?x1139) k_c2)))))
 (let (($x33 (and (distinct k_c2 0) true)))
 (let (($x14 (and (and $x33 (not (and (= ?x4245 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x3626 (- 9223372036854775808)) (<= ?x3626 9223372036854775807)))))
 (let (($x49 (and (and $x33 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x37 (- 9223372036854775808)) (<= ?x37 9223372036854775807)))))
 (let (($x779 (and (and true true $x49) true (and true (and (>= ?x4245 (- 9223372036854775808)) (<= ?x4245 9223372036854775807))))))
 (let (($x951 (and true (and $x779 true $x14) (and true (and (>= ?x1139 (- 9223372036854775808)) (<= ?x1139 9223372036854775807))))))
 (let (($x3593 (and $x951 true (and $x33 (and (>= ?x1109 (- 9223372036854775808)) (<= ?x1109 9223372036854775807))))))
 (and $x3593 true (>= 2147483647 ?x1109)))))))))))))))))
(assert
 (let ((?x52 (div k_c1 k_c2)))
 (let (($x4240 (>= k_c1 0)))
 (let ((?x37 (- k_c1 (* k_c2 (ite $x4240 ?x52 (- (div (- k_c1) k_c2)))))))
 (let ((?x4245 (+ ?x37 k_c2)))
 (let ((?x795 (* k_c2 (ite (>= ?x4245 0) (div ?x4245 k_c2) (- (div (- ?x4245) k_c2))))))
 (let ((?x3626 (- ?x4245 ?x795)))
 (let ((?x1139 (- k_c1 ?x3626)))
 (let ((?x1109 (ite (>= ?x1139 0) (div ?x1139 k_c2) (- (div (- ?x1139) k_c2)))))
 (let (($x33 (and (distinct k_c2 0) true)))
 (let (($x14 (and (and $x33 (not (and (= ?x4245 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x3626 (- 9223372036854775808)) (<= ?x3626 9223372036854775807)))))
 (let (($x49 (and (and $x33 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x37 (- 9223372036854775808)) (<= ?x37 9223372036854775807)))))
 (let (($x779 (and (and true true $x49) true (and true (and (>= ?x4245 (- 9223372036854775808)) (<= ?x4245 9223372036854775807))))))
 (let (($x951 (and true (and $x779 true $x14) (and true (and (>= ?x1139 (- 9223372036854775808)) (<= ?x1139 9223372036854775807))))))
 (let (($x3593 (and $x951 true (and $x33 (and (>= ?x1109 (- 9223372036854775808)) (<= ?x1109 9223372036854775807))))))
 (and $x3593 true (<= (- 2147483648) ?x1109)))))))))))))))))
(assert
 (let (($x3583 (and (distinct 0 k_c2) true)))
 (and true true $x3583)))
(assert
 (let (($x3834 (and (distinct (- 1) k_c2) true)))
 (and true true $x3834)))
(assert
 (let (($x3834 (and (distinct (- 1) k_c2) true)))
(let (($x3583 (and (distinct 0 k_c2) true)))
(let ((?x52 (div k_c1 k_c2)))
(let (($x1142 (>= k_c2 0)))
(let ((?x37 (- k_c1 (* k_c2 (ite (>= k_c1 0) ?x52 (- (div (- k_c1) k_c2)))))))
(let ((?x4245 (+ ?x37 k_c2)))
(let ((?x795 (* k_c2 (ite (>= ?x4245 0) (div ?x4245 k_c2) (- (div (- ?x4245) k_c2))))))
(let ((?x3626 (- ?x4245 ?x795)))
(let ((?x1139 (- k_c1 ?x3626)))
(let ((?x1109 (ite (>= ?x1139 0) (div ?x1139 k_c2) (- (div (- ?x1139) k_c2)))))
(let (($x33 (and (distinct k_c2 0) true)))
(let (($x14 (and (and $x33 (not (and (= ?x4245 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x3626 (- 9223372036854775808)) (<= ?x3626 9223372036854775807)))))
(let (($x49 (and (and $x33 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x37 (- 9223372036854775808)) (<= ?x37 9223372036854775807)))))
(let (($x779 (and (and true true $x49) true (and true (and (>= ?x4245 (- 9223372036854775808)) (<= ?x4245 9223372036854775807))))))
(let (($x951 (and true (and $x779 true $x14) (and true (and (>= ?x1139 (- 9223372036854775808)) (<= ?x1139 9223372036854775807))))))
(let (($x3593 (and $x951 true (and $x33 (and (>= ?x1109 (- 9223372036854775808)) (<= ?x1109 9223372036854775807))))))
(let (($x1069 (not (and (= k_c2 (- 1)) (= k_c1 (- 9223372036854775808))))))
(let (($x3968 (not (and (= k_c2 (- 1)) (= k_c1 (- 2147483648))))))
(let (($x744 (not (and (= k_c2 (- 1)) (= k_c1 (- 32768))))))
(let (($x3199 (not (and (= k_c2 (- 1)) (= k_c1 (- 128))))))
(let (($x2260 (and $x33 $x3199 $x744 $x3968 $x1069 (and $x3593 (= ?x1109 (ite $x1142 ?x52 (div (- k_c1) (- k_c2))))) $x3583 $x3834)))
(not $x2260)))))))))))))))))))))))
(check-sat)
(pop 1)
(exit)
