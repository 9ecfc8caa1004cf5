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
 (let ((?x3734 (div c1 c2)))
(let (($x3180 (>= c2 0)))
(let ((?x807 (ite $x3180 ?x3734 (div (- c1) (- c2)))))
(let (($x3906 (and (distinct c2 0) true)))
(not (=> (and $x3906) (and $x3906 (= ?x807 ?x807)))))))))
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
 (let ((?x3734 (div c1 c2)))
(let (($x3180 (>= c2 0)))
(let ((?x807 (ite $x3180 ?x3734 (div (- c1) (- c2)))))
(let (($x3906 (and (distinct c2 0) true)))
(not (=> (and $x3906) (and $x3906 (= ?x807 ?x807)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x750 (<= k_c2 9223372036854775807)))
 (let (($x786 (>= k_c2 (- 9223372036854775808))))
 (and $x786 $x750))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x1369 (<= k_c1 9223372036854775807)))
 (let (($x42 (>= k_c1 (- 9223372036854775808))))
 (and $x42 $x1369))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x3602 (and (distinct 0 k_c2) true)))
 (and true true $x3602)))
(assert
 (let (($x3602 (and (distinct 0 k_c2) true)))
(let ((?x14 (div k_c1 k_c2)))
(let (($x1289 (>= k_c2 0)))
(let ((?x1116 (- k_c1 (* k_c2 (ite (>= k_c1 0) ?x14 (- (div (- k_c1) k_c2)))))))
(let ((?x3065 (+ ?x1116 k_c2)))
(let ((?x4151 (* k_c2 (ite (>= ?x3065 0) (div ?x3065 k_c2) (- (div (- ?x3065) k_c2))))))
(let ((?x2471 (- ?x3065 ?x4151)))
(let ((?x787 (- k_c1 ?x2471)))
(let ((?x714 (ite (>= ?x787 0) (div ?x787 k_c2) (- (div (- ?x787) k_c2)))))
(let (($x4004 (and (distinct k_c2 0) true)))
(let (($x3342 (and (and $x4004 (not (and (= ?x3065 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x2471 (- 9223372036854775808)) (<= ?x2471 9223372036854775807)))))
(let (($x3863 (and (and $x4004 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x1116 (- 9223372036854775808)) (<= ?x1116 9223372036854775807)))))
(let (($x879 (and (and true true $x3863) true (and true (and (>= ?x3065 (- 9223372036854775808)) (<= ?x3065 9223372036854775807))))))
(let (($x366 (and true (and $x879 true $x3342) (and true (and (>= ?x787 (- 9223372036854775808)) (<= ?x787 9223372036854775807))))))
(let (($x2334 (and (and $x366 true (and $x4004 (and (>= ?x714 (- 9223372036854775808)) (<= ?x714 9223372036854775807)))) (= ?x714 (ite $x1289 ?x14 (div (- k_c1) (- k_c2)))))))
(not (and $x4004 $x2334 $x3602))))))))))))))))))
(check-sat)
(pop 1)
(exit)
