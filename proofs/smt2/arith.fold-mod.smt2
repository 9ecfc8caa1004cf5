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
 (let ((?x2337 (* c2 (ite (>= c2 0) (div c1 c2) (div (- c1) (- c2))))))
(let ((?x3869 (- c1 ?x2337)))
(let (($x41 (not (and (= c2 (- 1)) (= c1 (- 2147483648))))))
(let (($x3709 (and (distinct c2 0) true)))
(not (=> (and $x3709 $x41) (and $x3709 $x41 (= ?x3869 ?x3869)))))))))
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
 (let ((?x2337 (* c2 (ite (>= c2 0) (div c1 c2) (div (- c1) (- c2))))))
(let ((?x3869 (- c1 ?x2337)))
(let (($x41 (not (and (= c2 (- 1)) (= c1 (- 2147483648))))))
(let (($x3709 (and (distinct c2 0) true)))
(not (=> (and $x3709 $x41) (and $x3709 $x41 (= ?x3869 ?x3869)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x2678 (<= k_c2 9223372036854775807)))
 (let (($x4649 (>= k_c2 (- 9223372036854775808))))
 (and $x4649 $x2678))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x2439 (<= k_c1 9223372036854775807)))
 (let (($x5993 (>= k_c1 (- 9223372036854775808))))
 (and $x5993 $x2439))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x748 (and (distinct 0 k_c2) true)))
 (and true true $x748)))
(assert
 (let (($x24 (and (distinct (- 1) k_c2) true)))
 (and true true $x24)))
(assert
 (let (($x24 (and (distinct (- 1) k_c2) true)))
(let (($x748 (and (distinct 0 k_c2) true)))
(let ((?x4291 (div k_c1 k_c2)))
(let (($x3494 (>= k_c2 0)))
(let ((?x4051 (- k_c1 (* k_c2 (ite (>= k_c1 0) ?x4291 (- (div (- k_c1) k_c2)))))))
(let ((?x3974 (+ ?x4051 k_c2)))
(let ((?x4064 (* k_c2 (ite (>= ?x3974 0) (div ?x3974 k_c2) (- (div (- ?x3974) k_c2))))))
(let ((?x16 (- ?x3974 ?x4064)))
(let (($x2809 (= ?x16 (- k_c1 (* k_c2 (ite $x3494 ?x4291 (div (- k_c1) (- k_c2))))))))
(let (($x2025 (and (distinct k_c2 0) true)))
(let (($x37 (and (and $x2025 (not (and (= ?x3974 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x16 (- 9223372036854775808)) (<= ?x16 9223372036854775807)))))
(let (($x3099 (and (and $x2025 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x4051 (- 9223372036854775808)) (<= ?x4051 9223372036854775807)))))
(let (($x3038 (and (and true true $x3099) true (and true (and (>= ?x3974 (- 9223372036854775808)) (<= ?x3974 9223372036854775807))))))
(let (($x3428 (not (and (= k_c2 (- 1)) (= k_c1 (- 9223372036854775808))))))
(let (($x223 (not (and (= k_c2 (- 1)) (= k_c1 (- 2147483648))))))
(let (($x4083 (not (and (= k_c2 (- 1)) (= k_c1 (- 32768))))))
(let (($x1180 (not (and (= k_c2 (- 1)) (= k_c1 (- 128))))))
(let (($x46 (and $x2025 $x1180 $x4083 $x223 $x3428 (and (and $x3038 true $x37) $x2809) $x748 $x24)))
(not $x46))))))))))))))))))))
(check-sat)
(pop 1)
(exit)
