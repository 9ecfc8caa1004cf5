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
 (and (distinct (- 1) c2) true))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x3634 (* c2 (ite (>= c2 0) (div c1 c2) (div (- c1) (- c2))))))
(let ((?x17 (- c1 ?x3634)))
(let (($x46 (not (and (= c2 (- 1)) (= c1 (- 2147483648))))))
(let (($x29 (and (distinct c2 0) true)))
(not (=> (and $x29 $x46) (and $x29 $x46 (= ?x17 ?x17)))))))))
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
 (let ((?x3634 (* c2 (ite (>= c2 0) (div c1 c2) (div (- c1) (- c2))))))
(let ((?x17 (- c1 ?x3634)))
(let (($x46 (not (and (= c2 (- 1)) (= c1 (- 2147483648))))))
(let (($x29 (and (distinct c2 0) true)))
(not (=> (and $x29 $x46) (and $x29 $x46 (= ?x17 ?x17)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x1982 (<= k_c2 9223372036854775807)))
 (let (($x20 (>= k_c2 (- 9223372036854775808))))
 (and $x20 $x1982))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x25 (<= k_c1 9223372036854775807)))
 (let (($x4666 (>= k_c1 (- 9223372036854775808))))
 (and $x4666 $x25))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let ((?x1353 (div k_c1 k_c2)))
 (let (($x2473 (>= k_c1 0)))
 (let ((?x4062 (- k_c1 (* k_c2 (ite $x2473 ?x1353 (- (div (- k_c1) k_c2)))))))
 (let ((?x18 (+ ?x4062 k_c2)))
 (let ((?x3435 (* k_c2 (ite (>= ?x18 0) (div ?x18 k_c2) (- (div (- ?x18) k_c2))))))
 (let ((?x1258 (- ?x18 ?x3435)))
 (let (($x1575 (and (distinct k_c2 0) true)))
 (let (($x4275 (and (and $x1575 (not (and (= ?x18 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x1258 (- 9223372036854775808)) (<= ?x1258 9223372036854775807)))))
 (let (($x23 (and (and $x1575 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x4062 (- 9223372036854775808)) (<= ?x4062 9223372036854775807)))))
 (let (($x22 (and (and true true $x23) true (and true (and (>= ?x18 (- 9223372036854775808)) (<= ?x18 9223372036854775807))))))
 (let (($x1158 (and $x22 true $x4275)))
 (and $x1158 true (>= 2147483647 ?x1258))))))))))))))
(assert
 (let ((?x1353 (div k_c1 k_c2)))
 (let (($x2473 (>= k_c1 0)))
 (let ((?x4062 (- k_c1 (* k_c2 (ite $x2473 ?x1353 (- (div (- k_c1) k_c2)))))))
 (let ((?x18 (+ ?x4062 k_c2)))
 (let ((?x3435 (* k_c2 (ite (>= ?x18 0) (div ?x18 k_c2) (- (div (- ?x18) k_c2))))))
 (let ((?x1258 (- ?x18 ?x3435)))
 (let (($x1575 (and (distinct k_c2 0) true)))
 (let (($x4275 (and (and $x1575 (not (and (= ?x18 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x1258 (- 9223372036854775808)) (<= ?x1258 9223372036854775807)))))
 (let (($x23 (and (and $x1575 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x4062 (- 9223372036854775808)) (<= ?x4062 9223372036854775807)))))
 (let (($x22 (and (and true true $x23) true (and true (and (>= ?x18 (- 9223372036854775808)) (<= ?x18 9223372036854775807))))))
 (let (($x1158 (and $x22 true $x4275)))
 (and $x1158 true (<= (- 2147483648) ?x1258))))))))))))))
(assert
 (let (($x4661 (and (distinct 0 k_c2) true)))
 (and true true $x4661)))
(assert
 (let (($x4072 (and (distinct (- 1) k_c2) true)))
 (and true true $x4072)))
(assert
 (let (($x4072 (and (distinct (- 1) k_c2) true)))
(let (($x4661 (and (distinct 0 k_c2) true)))
(let ((?x1353 (div k_c1 k_c2)))
(let (($x3716 (>= k_c2 0)))
(let ((?x4062 (- k_c1 (* k_c2 (ite (>= k_c1 0) ?x1353 (- (div (- k_c1) k_c2)))))))
(let ((?x18 (+ ?x4062 k_c2)))
(let ((?x3435 (* k_c2 (ite (>= ?x18 0) (div ?x18 k_c2) (- (div (- ?x18) k_c2))))))
(let ((?x1258 (- ?x18 ?x3435)))
(let (($x3579 (= ?x1258 (- k_c1 (* k_c2 (ite $x3716 ?x1353 (div (- k_c1) (- k_c2))))))))
(let (($x1575 (and (distinct k_c2 0) true)))
(let (($x4275 (and (and $x1575 (not (and (= ?x18 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x1258 (- 9223372036854775808)) (<= ?x1258 9223372036854775807)))))
(let (($x23 (and (and $x1575 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x4062 (- 9223372036854775808)) (<= ?x4062 9223372036854775807)))))
(let (($x22 (and (and true true $x23) true (and true (and (>= ?x18 (- 9223372036854775808)) (<= ?x18 9223372036854775807))))))
(let (($x1158 (and $x22 true $x4275)))
(let (($x3743 (not (and (= k_c2 (- 1)) (= k_c1 (- 9223372036854775808))))))
(let (($x3979 (not (and (= k_c2 (- 1)) (= k_c1 (- 2147483648))))))
(let (($x3715 (not (and (= k_c2 (- 1)) (= k_c1 (- 32768))))))
(let (($x1791 (not (and (= k_c2 (- 1)) (= k_c1 (- 128))))))
(not (and $x1575 $x1791 $x3715 $x3979 $x3743 (and $x1158 $x3579) $x4661 $x4072)))))))))))))))))))))
(check-sat)
(pop 1)
(exit)
