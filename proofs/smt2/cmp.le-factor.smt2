; cmp/le-factor: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c1 () Int)
(declare-fun c2 () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (< 0 c1))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x3220 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1389 (<= ?x3220 (ite (>= c1 0) (div c2 c1) (div (- c2) (- c1))))))
(let (($x12333 (not (and (= c1 (- 1)) (= c2 (- 2147483648))))))
(let (($x4028 (and (distinct c1 0) true)))
(let (($x26 (and (distinct ok_x 0) true)))
(let (($x7608 (=> (and $x26) (and $x26 $x4028 $x12333 (= (<= (* ?x3220 c1) c2) $x1389)))))
(not $x7608))))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c1 () Int)
(declare-fun c2 () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (< 0 c1))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x3220 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1389 (<= ?x3220 (ite (>= c1 0) (div c2 c1) (div (- c2) (- c1))))))
(let (($x26 (and (distinct ok_x 0) true)))
(let (($x12333 (not (and (= c1 (- 1)) (= c2 (- 2147483648))))))
(let (($x4028 (and (distinct c1 0) true)))
(let (($x2962 (=> (and $x26 $x4028 $x12333) (and $x26 (= $x1389 (<= (* ?x3220 c1) c2))))))
(not $x2962))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x8230 (<= k_c1 9223372036854775807)))
 (let (($x2262 (>= k_c1 (- 9223372036854775808))))
 (and $x2262 $x8230))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x1564 (<= k_c2 9223372036854775807)))
 (let (($x4062 (>= k_c2 (- 9223372036854775808))))
 (and $x4062 $x1564))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x16809 (< 0 k_c1)))
 (and true true $x16809)))
(assert
 (let (($x16809 (< 0 k_c1)))
(let ((?x18517 (div k_c2 k_c1)))
(let (($x18384 (>= k_c1 0)))
(let ((?x18387 (- k_c2 (* k_c1 (ite (>= k_c2 0) ?x18517 (- (div (- k_c2) k_c1)))))))
(let ((?x3173 (+ ?x18387 k_c1)))
(let ((?x3293 (* k_c1 (ite (>= ?x3173 0) (div ?x3173 k_c1) (- (div (- ?x3173) k_c1))))))
(let ((?x16555 (- ?x3173 ?x3293)))
(let ((?x7608 (- k_c2 ?x16555)))
(let ((?x8271 (ite (>= ?x7608 0) (div ?x7608 k_c1) (- (div (- ?x7608) k_c1)))))
(let (($x5005 (and (distinct k_c1 0) true)))
(let (($x9797 (and (and $x5005 (not (and (= ?x3173 (- 9223372036854775808)) (= k_c1 (- 1))))) (and (>= ?x16555 (- 9223372036854775808)) (<= ?x16555 9223372036854775807)))))
(let (($x8864 (and (and $x5005 (not (and (= k_c2 (- 9223372036854775808)) (= k_c1 (- 1))))) (and (>= ?x18387 (- 9223372036854775808)) (<= ?x18387 9223372036854775807)))))
(let (($x3103 (and (and true true $x8864) true (and true (and (>= ?x3173 (- 9223372036854775808)) (<= ?x3173 9223372036854775807))))))
(let (($x18541 (and true (and $x3103 true $x9797) (and true (and (>= ?x7608 (- 9223372036854775808)) (<= ?x7608 9223372036854775807))))))
(let (($x8928 (and (and $x18541 true (and $x5005 (and (>= ?x8271 (- 9223372036854775808)) (<= ?x8271 9223372036854775807)))) (= ?x8271 (ite $x18384 ?x18517 (div (- k_c2) (- k_c1)))))))
(let (($x13770 (not (and (= k_c1 (- 1)) (= k_c2 (- 9223372036854775808))))))
(let (($x6366 (not (and (= k_c1 (- 1)) (= k_c2 (- 2147483648))))))
(let (($x8988 (not (and (= k_c1 (- 1)) (= k_c2 (- 32768))))))
(let (($x17429 (not (and (= k_c1 (- 1)) (= k_c2 (- 128))))))
(not (and $x5005 $x17429 $x8988 $x6366 $x13770 $x8928 $x16809))))))))))))))))))))))
(check-sat)
(pop 1)
(exit)
