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
 (let ((?x35 (div c1 c2)))
(let (($x25 (>= c2 0)))
(let ((?x298 (ite $x25 ?x35 (div (- c1) (- c2)))))
(let (($x657 (not (and (= c2 (- 1)) (= c1 (- 2147483648))))))
(let (($x1034 (and (distinct c2 0) true)))
(not (=> (and $x1034 $x657) (and $x1034 $x657 (= ?x298 ?x298))))))))))
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
 (let ((?x35 (div c1 c2)))
(let (($x25 (>= c2 0)))
(let ((?x298 (ite $x25 ?x35 (div (- c1) (- c2)))))
(let (($x657 (not (and (= c2 (- 1)) (= c1 (- 2147483648))))))
(let (($x1034 (and (distinct c2 0) true)))
(not (=> (and $x1034 $x657) (and $x1034 $x657 (= ?x298 ?x298))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x24 (<= k_c2 9223372036854775807)))
 (let (($x48 (>= k_c2 (- 9223372036854775808))))
 (and $x48 $x24))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x808 (<= k_c1 9223372036854775807)))
 (let (($x52 (>= k_c1 (- 9223372036854775808))))
 (and $x52 $x808))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let ((?x15 (div k_c1 k_c2)))
 (let (($x658 (>= k_c1 0)))
 (let ((?x419 (- k_c1 (* k_c2 (ite $x658 ?x15 (- (div (- k_c1) k_c2)))))))
 (let ((?x10 (+ ?x419 k_c2)))
 (let ((?x3360 (* k_c2 (ite (>= ?x10 0) (div ?x10 k_c2) (- (div (- ?x10) k_c2))))))
 (let ((?x12 (- ?x10 ?x3360)))
 (let ((?x896 (- k_c1 ?x12)))
 (let ((?x4217 (ite (>= ?x896 0) (div ?x896 k_c2) (- (div (- ?x896) k_c2)))))
 (let (($x4171 (and (distinct k_c2 0) true)))
 (let (($x1040 (and (and $x4171 (not (and (= ?x10 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x12 (- 9223372036854775808)) (<= ?x12 9223372036854775807)))))
 (let (($x112 (and (and $x4171 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x419 (- 9223372036854775808)) (<= ?x419 9223372036854775807)))))
 (let (($x2037 (and (and true true $x112) true (and true (and (>= ?x10 (- 9223372036854775808)) (<= ?x10 9223372036854775807))))))
 (let (($x3942 (and true (and $x2037 true $x1040) (and true (and (>= ?x896 (- 9223372036854775808)) (<= ?x896 9223372036854775807))))))
 (let (($x3698 (and $x3942 true (and $x4171 (and (>= ?x4217 (- 9223372036854775808)) (<= ?x4217 9223372036854775807))))))
 (and $x3698 true (>= 2147483647 ?x4217)))))))))))))))))
(assert
 (let ((?x15 (div k_c1 k_c2)))
 (let (($x658 (>= k_c1 0)))
 (let ((?x419 (- k_c1 (* k_c2 (ite $x658 ?x15 (- (div (- k_c1) k_c2)))))))
 (let ((?x10 (+ ?x419 k_c2)))
 (let ((?x3360 (* k_c2 (ite (>= ?x10 0) (div ?x10 k_c2) (- (div (- ?x10) k_c2))))))
 (let ((?x12 (- ?x10 ?x3360)))
 (let ((?x896 (- k_c1 ?x12)))
 (let ((?x4217 (ite (>= ?x896 0) (div ?x896 k_c2) (- (div (- ?x896) k_c2)))))
 (let (($x4171 (and (distinct k_c2 0) true)))
 (let (($x1040 (and (and $x4171 (not (and (= ?x10 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x12 (- 9223372036854775808)) (<= ?x12 9223372036854775807)))))
 (let (($x112 (and (and $x4171 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x419 (- 9223372036854775808)) (<= ?x419 9223372036854775807)))))
 (let (($x2037 (and (and true true $x112) true (and true (and (>= ?x10 (- 9223372036854775808)) (<= ?x10 9223372036854775807))))))
 (let (($x3942 (and true (and $x2037 true $x1040) (and true (and (>= ?x896 (- 9223372036854775808)) (<= ?x896 9223372036854775807))))))
 (let (($x3698 (and $x3942 true (and $x4171 (and (>= ?x4217 (- 9223372036854775808)) (<= ?x4217 9223372036854775807))))))
 (and $x3698 true (<= (- 2147483648) ?x4217)))))))))))))))))
(assert
 (let (($x1115 (and (distinct 0 k_c2) true)))
 (and true true $x1115)))
(assert
 (let (($x2234 (and (distinct (- 1) k_c2) true)))
 (and true true $x2234)))
(assert
 (let (($x2234 (and (distinct (- 1) k_c2) true)))
(let (($x1115 (and (distinct 0 k_c2) true)))
(let ((?x15 (div k_c1 k_c2)))
(let (($x750 (>= k_c2 0)))
(let ((?x419 (- k_c1 (* k_c2 (ite (>= k_c1 0) ?x15 (- (div (- k_c1) k_c2)))))))
(let ((?x10 (+ ?x419 k_c2)))
(let ((?x3360 (* k_c2 (ite (>= ?x10 0) (div ?x10 k_c2) (- (div (- ?x10) k_c2))))))
(let ((?x12 (- ?x10 ?x3360)))
(let ((?x896 (- k_c1 ?x12)))
(let ((?x4217 (ite (>= ?x896 0) (div ?x896 k_c2) (- (div (- ?x896) k_c2)))))
(let (($x4171 (and (distinct k_c2 0) true)))
(let (($x1040 (and (and $x4171 (not (and (= ?x10 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x12 (- 9223372036854775808)) (<= ?x12 9223372036854775807)))))
(let (($x112 (and (and $x4171 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x419 (- 9223372036854775808)) (<= ?x419 9223372036854775807)))))
(let (($x2037 (and (and true true $x112) true (and true (and (>= ?x10 (- 9223372036854775808)) (<= ?x10 9223372036854775807))))))
(let (($x3942 (and true (and $x2037 true $x1040) (and true (and (>= ?x896 (- 9223372036854775808)) (<= ?x896 9223372036854775807))))))
(let (($x3698 (and $x3942 true (and $x4171 (and (>= ?x4217 (- 9223372036854775808)) (<= ?x4217 9223372036854775807))))))
(let (($x3178 (not (and (= k_c2 (- 1)) (= k_c1 (- 9223372036854775808))))))
(let (($x3175 (not (and (= k_c2 (- 1)) (= k_c1 (- 2147483648))))))
(let (($x3746 (not (and (= k_c2 (- 1)) (= k_c1 (- 32768))))))
(let (($x4224 (not (and (= k_c2 (- 1)) (= k_c1 (- 128))))))
(let (($x3259 (and $x4171 $x4224 $x3746 $x3175 $x3178 (and $x3698 (= ?x4217 (ite $x750 ?x15 (div (- k_c1) (- k_c2))))) $x1115 $x2234)))
(not $x3259)))))))))))))))))))))))
(check-sat)
(pop 1)
(exit)
