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
 (let ((?x2404 (div c1 c2)))
(let (($x4033 (>= c2 0)))
(let ((?x3484 (ite $x4033 ?x2404 (div (- c1) (- c2)))))
(let (($x3239 (and (distinct c2 0) true)))
(not (=> (and $x3239) (and $x3239 (= ?x3484 ?x3484)))))))))
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
 (let ((?x2404 (div c1 c2)))
(let (($x4033 (>= c2 0)))
(let ((?x3484 (ite $x4033 ?x2404 (div (- c1) (- c2)))))
(let (($x3239 (and (distinct c2 0) true)))
(not (=> (and $x3239) (and $x3239 (= ?x3484 ?x3484)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x779 (<= k_c2 9223372036854775807)))
 (let (($x3226 (>= k_c2 (- 9223372036854775808))))
 (and $x3226 $x779))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x650 (<= k_c1 9223372036854775807)))
 (let (($x34 (>= k_c1 (- 9223372036854775808))))
 (and $x34 $x650))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x4078 (and (distinct 0 k_c2) true)))
 (and true true $x4078)))
(assert
 (let (($x4078 (and (distinct 0 k_c2) true)))
(let ((?x809 (div k_c1 k_c2)))
(let (($x4320 (>= k_c2 0)))
(let ((?x3863 (- k_c1 (* k_c2 (ite (>= k_c1 0) ?x809 (- (div (- k_c1) k_c2)))))))
(let ((?x80 (+ ?x3863 k_c2)))
(let ((?x219 (* k_c2 (ite (>= ?x80 0) (div ?x80 k_c2) (- (div (- ?x80) k_c2))))))
(let ((?x58 (- ?x80 ?x219)))
(let ((?x3734 (- k_c1 ?x58)))
(let ((?x3265 (ite (>= ?x3734 0) (div ?x3734 k_c2) (- (div (- ?x3734) k_c2)))))
(let (($x3906 (and (distinct k_c2 0) true)))
(let (($x3554 (and (and $x3906 (not (and (= ?x80 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x58 (- 9223372036854775808)) (<= ?x58 9223372036854775807)))))
(let (($x1296 (and (and $x3906 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x3863 (- 9223372036854775808)) (<= ?x3863 9223372036854775807)))))
(let (($x3354 (and (and true true $x1296) true (and true (and (>= ?x80 (- 9223372036854775808)) (<= ?x80 9223372036854775807))))))
(let (($x169 (and true (and $x3354 true $x3554) (and true (and (>= ?x3734 (- 9223372036854775808)) (<= ?x3734 9223372036854775807))))))
(let (($x2111 (and (and $x169 true (and $x3906 (and (>= ?x3265 (- 9223372036854775808)) (<= ?x3265 9223372036854775807)))) (= ?x3265 (ite $x4320 ?x809 (div (- k_c1) (- k_c2)))))))
(not (and $x3906 $x2111 $x4078))))))))))))))))))
(check-sat)
(pop 1)
(exit)
