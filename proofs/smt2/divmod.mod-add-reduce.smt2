; divmod/mod-add-reduce: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c2 () Int)
(declare-fun c1 () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (< 0 c2))
(assert
 (let ((?x13901 (* c2 (ite (>= c2 0) (div c1 c2) (div (- c1) (- c2))))))
 (let ((?x9240 (- c1 ?x13901)))
 (and (distinct ?x9240 c1) true))))
(assert
 (and (distinct c2 0) true))
(assert
 (not (and (= c2 (- 1)) (= c1 (- 2147483648)))))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x12712 (- c2)))
(let ((?x9240 (- c1 (* c2 (ite (>= c2 0) (div c1 c2) (div (- c1) ?x12712))))))
(let ((?x7351 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x2377 (+ ?x7351 ?x9240)))
(let (($x2025 (>= c2 0)))
(let ((?x4642 (* c2 (ite $x2025 (div (+ ?x7351 c1) c2) (div (- (+ ?x7351 c1)) ?x12712)))))
(let ((?x1634 (+ ?x7351 c1)))
(let (($x14221 (= (- ?x1634 ?x4642) (- ?x2377 (* c2 (ite $x2025 (div ?x2377 c2) (div (- ?x2377) ?x12712)))))))
(let (($x10851 (not (and (= c2 (- 1)) (= ?x2377 (- 2147483648))))))
(let (($x13707 (and (distinct c2 0) true)))
(let (($x6118 (not (and (= c2 (- 1)) (= c1 (- 2147483648))))))
(let (($x4188 (and (distinct ok_x 0) true)))
(let (($x16189 (=> (and $x4188 $x13707 (not (and (= c2 (- 1)) (= ?x1634 (- 2147483648))))) (and $x4188 $x13707 $x6118 $x13707 $x10851 $x14221))))
(not $x16189)))))))))))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c2 () Int)
(declare-fun c1 () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (< 0 c2))
(assert
 (let ((?x13901 (* c2 (ite (>= c2 0) (div c1 c2) (div (- c1) (- c2))))))
 (let ((?x9240 (- c1 ?x13901)))
 (and (distinct ?x9240 c1) true))))
(assert
 (and (distinct c2 0) true))
(assert
 (not (and (= c2 (- 1)) (= c1 (- 2147483648)))))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x12712 (- c2)))
(let ((?x7351 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x1634 (+ ?x7351 c1)))
(let (($x2025 (>= c2 0)))
(let ((?x9240 (- c1 (* c2 (ite $x2025 (div c1 c2) (div (- c1) ?x12712))))))
(let ((?x2377 (+ ?x7351 ?x9240)))
(let (($x4672 (= (- ?x2377 (* c2 (ite $x2025 (div ?x2377 c2) (div (- ?x2377) ?x12712)))) (- ?x1634 (* c2 (ite $x2025 (div ?x1634 c2) (div (- ?x1634) ?x12712)))))))
(let (($x8676 (not (and (= c2 (- 1)) (= ?x1634 (- 2147483648))))))
(let (($x13707 (and (distinct c2 0) true)))
(let (($x4188 (and (distinct ok_x 0) true)))
(let (($x10851 (not (and (= c2 (- 1)) (= ?x2377 (- 2147483648))))))
(let (($x6118 (not (and (= c2 (- 1)) (= c1 (- 2147483648))))))
(not (=> (and $x4188 $x13707 $x6118 $x13707 $x10851) (and $x4188 $x13707 $x8676 $x4672))))))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x4234 (<= k_c2 9223372036854775807)))
 (let (($x2918 (>= k_c2 (- 9223372036854775808))))
 (and $x2918 $x4234))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x9317 (<= k_c1 9223372036854775807)))
 (let (($x2265 (>= k_c1 (- 9223372036854775808))))
 (and $x2265 $x9317))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x1017 (< 0 k_c2)))
 (and true true $x1017)))
(assert
 (let ((?x7661 (div k_c1 k_c2)))
 (let (($x11084 (>= k_c1 0)))
 (let ((?x7609 (- k_c1 (* k_c2 (ite $x11084 ?x7661 (- (div (- k_c1) k_c2)))))))
 (let ((?x3083 (+ ?x7609 k_c2)))
 (let ((?x3117 (* k_c2 (ite (>= ?x3083 0) (div ?x3083 k_c2) (- (div (- ?x3083) k_c2))))))
 (let ((?x16288 (- ?x3083 ?x3117)))
 (let (($x5991 (and (distinct k_c2 0) true)))
 (let (($x2258 (and (and $x5991 (not (and (= ?x3083 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x16288 (- 9223372036854775808)) (<= ?x16288 9223372036854775807)))))
 (let (($x4657 (and (and $x5991 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x7609 (- 9223372036854775808)) (<= ?x7609 9223372036854775807)))))
 (let (($x11945 (and (and true true $x4657) true (and true (and (>= ?x3083 (- 9223372036854775808)) (<= ?x3083 9223372036854775807))))))
 (let (($x13323 (and $x11945 true $x2258)))
 (and $x13323 true (and (distinct ?x16288 k_c1) true))))))))))))))
(assert
 (let ((?x7661 (div k_c1 k_c2)))
(let (($x29 (>= k_c2 0)))
(let ((?x2430 (- k_c1 (* k_c2 (ite $x29 ?x7661 (div (- k_c1) (- k_c2)))))))
(let (($x4756 (not (and (= k_c2 (- 1)) (= k_c1 (- 9223372036854775808))))))
(let (($x3559 (not (and (= k_c2 (- 1)) (= k_c1 (- 2147483648))))))
(let (($x832 (not (and (= k_c2 (- 1)) (= k_c1 (- 32768))))))
(let (($x13035 (not (and (= k_c2 (- 1)) (= k_c1 (- 128))))))
(let (($x5991 (and (distinct k_c2 0) true)))
(let (($x1017 (< 0 k_c2)))
(let ((?x7609 (- k_c1 (* k_c2 (ite (>= k_c1 0) ?x7661 (- (div (- k_c1) k_c2)))))))
(let ((?x3083 (+ ?x7609 k_c2)))
(let ((?x3117 (* k_c2 (ite (>= ?x3083 0) (div ?x3083 k_c2) (- (div (- ?x3083) k_c2))))))
(let ((?x16288 (- ?x3083 ?x3117)))
(let (($x2258 (and (and $x5991 (not (and (= ?x3083 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x16288 (- 9223372036854775808)) (<= ?x16288 9223372036854775807)))))
(let (($x4657 (and (and $x5991 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x7609 (- 9223372036854775808)) (<= ?x7609 9223372036854775807)))))
(let (($x11945 (and (and true true $x4657) true (and true (and (>= ?x3083 (- 9223372036854775808)) (<= ?x3083 9223372036854775807))))))
(let (($x13323 (and $x11945 true $x2258)))
(let (($x3303 (and $x5991 $x13035 $x832 $x3559 $x4756 (and $x13323 (= ?x16288 ?x2430)) $x1017 $x5991 $x13035 $x832 $x3559 $x4756 (and (distinct ?x2430 k_c1) true))))
(not $x3303))))))))))))))))))))
(check-sat)
(pop 1)
(exit)
