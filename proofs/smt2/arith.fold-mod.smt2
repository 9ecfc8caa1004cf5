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
 (let ((?x3013 (* c2 (ite (>= c2 0) (div c1 c2) (div (- c1) (- c2))))))
(let ((?x3731 (- c1 ?x3013)))
(let (($x3243 (and (distinct c2 0) true)))
(not (=> (and $x3243) (and $x3243 (= ?x3731 ?x3731))))))))
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
 (let ((?x3013 (* c2 (ite (>= c2 0) (div c1 c2) (div (- c1) (- c2))))))
(let ((?x3731 (- c1 ?x3013)))
(let (($x3243 (and (distinct c2 0) true)))
(not (=> (and $x3243) (and $x3243 (= ?x3731 ?x3731))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x646 (<= k_c2 9223372036854775807)))
 (let (($x1034 (>= k_c2 (- 9223372036854775808))))
 (and $x1034 $x646))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x772 (<= k_c1 9223372036854775807)))
 (let (($x43 (>= k_c1 (- 9223372036854775808))))
 (and $x43 $x772))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x35 (and (distinct 0 k_c2) true)))
 (and true true $x35)))
(assert
 (let (($x35 (and (distinct 0 k_c2) true)))
(let ((?x68 (div k_c1 k_c2)))
(let (($x7339 (>= k_c2 0)))
(let ((?x3380 (- k_c1 (* k_c2 (ite (>= k_c1 0) ?x68 (- (div (- k_c1) k_c2)))))))
(let ((?x16 (+ ?x3380 k_c2)))
(let ((?x4044 (* k_c2 (ite (>= ?x16 0) (div ?x16 k_c2) (- (div (- ?x16) k_c2))))))
(let ((?x3237 (- ?x16 ?x4044)))
(let (($x4647 (= ?x3237 (- k_c1 (* k_c2 (ite $x7339 ?x68 (div (- k_c1) (- k_c2))))))))
(let (($x1043 (and (distinct k_c2 0) true)))
(let (($x4142 (and (and $x1043 (not (and (= ?x16 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x3237 (- 9223372036854775808)) (<= ?x3237 9223372036854775807)))))
(let (($x3111 (and (and $x1043 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x3380 (- 9223372036854775808)) (<= ?x3380 9223372036854775807)))))
(let (($x40 (and (and true true $x3111) true (and true (and (>= ?x16 (- 9223372036854775808)) (<= ?x16 9223372036854775807))))))
(not (and $x1043 (and (and $x40 true $x4142) $x4647) $x35)))))))))))))))
(check-sat)
(pop 1)
(exit)
