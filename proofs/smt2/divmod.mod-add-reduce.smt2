; divmod/mod-add-reduce: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c2 () Int)
(declare-fun c1 () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (< 0 c2))
(assert
 (let ((?x9799 (* c2 (ite (>= c2 0) (div c1 c2) (div (- c1) (- c2))))))
 (let ((?x11 (- c1 ?x9799)))
 (and (distinct ?x11 c1) true))))
(assert
 (and (distinct 0 c2) true))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x2973 (- c2)))
(let ((?x11 (- c1 (* c2 (ite (>= c2 0) (div c1 c2) (div (- c1) ?x2973))))))
(let ((?x589 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x13919 (+ ?x589 ?x11)))
(let (($x4124 (>= c2 0)))
(let ((?x24 (* c2 (ite $x4124 (div (+ ?x589 c1) c2) (div (- (+ ?x589 c1)) ?x2973)))))
(let ((?x3143 (+ ?x589 c1)))
(let (($x16253 (= (- ?x3143 ?x24) (- ?x13919 (* c2 (ite $x4124 (div ?x13919 c2) (div (- ?x13919) ?x2973)))))))
(let (($x14125 (and (distinct 0 c2) true)))
(let (($x8449 (and (distinct 0 ok_x) true)))
(not (=> (and $x8449 $x14125) (and $x8449 $x14125 $x14125 $x16253))))))))))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c2 () Int)
(declare-fun c1 () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (< 0 c2))
(assert
 (let ((?x9799 (* c2 (ite (>= c2 0) (div c1 c2) (div (- c1) (- c2))))))
 (let ((?x11 (- c1 ?x9799)))
 (and (distinct ?x11 c1) true))))
(assert
 (and (distinct 0 c2) true))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x2973 (- c2)))
(let ((?x589 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x3143 (+ ?x589 c1)))
(let (($x4124 (>= c2 0)))
(let ((?x11 (- c1 (* c2 (ite $x4124 (div c1 c2) (div (- c1) ?x2973))))))
(let ((?x13919 (+ ?x589 ?x11)))
(let (($x8450 (= (- ?x13919 (* c2 (ite $x4124 (div ?x13919 c2) (div (- ?x13919) ?x2973)))) (- ?x3143 (* c2 (ite $x4124 (div ?x3143 c2) (div (- ?x3143) ?x2973)))))))
(let (($x14125 (and (distinct 0 c2) true)))
(let (($x8449 (and (distinct 0 ok_x) true)))
(not (=> (and $x8449 $x14125 $x14125) (and $x8449 $x14125 $x8450)))))))))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x2976 (<= k_c2 9223372036854775807)))
 (let (($x30 (>= k_c2 (- 9223372036854775808))))
 (and $x30 $x2976))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x8641 (<= k_c1 9223372036854775807)))
 (let (($x3615 (>= k_c1 (- 9223372036854775808))))
 (and $x3615 $x8641))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x3518 (< 0 k_c2)))
 (and true true $x3518)))
(assert
 (let ((?x3535 (div k_c1 k_c2)))
 (let (($x4250 (>= k_c1 0)))
 (let ((?x2910 (- k_c1 (* k_c2 (ite $x4250 ?x3535 (- (div (- k_c1) k_c2)))))))
 (let ((?x3352 (+ ?x2910 k_c2)))
 (let ((?x3421 (* k_c2 (ite (>= ?x3352 0) (div ?x3352 k_c2) (- (div (- ?x3352) k_c2))))))
 (let ((?x1649 (- ?x3352 ?x3421)))
 (let (($x1079 (and (distinct k_c2 0) true)))
 (let (($x1084 (and (and $x1079 (not (and (= ?x3352 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x1649 (- 9223372036854775808)) (<= ?x1649 9223372036854775807)))))
 (let (($x4964 (and (and $x1079 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x2910 (- 9223372036854775808)) (<= ?x2910 9223372036854775807)))))
 (let (($x9021 (and (and true true $x4964) true (and true (and (>= ?x3352 (- 9223372036854775808)) (<= ?x3352 9223372036854775807))))))
 (let (($x605 (and $x9021 true $x1084)))
 (and $x605 true (and (distinct ?x1649 k_c1) true))))))))))))))
(assert
 (let ((?x3535 (div k_c1 k_c2)))
(let (($x16 (>= k_c2 0)))
(let ((?x15 (- k_c1 (* k_c2 (ite $x16 ?x3535 (div (- k_c1) (- k_c2)))))))
(let (($x1079 (and (distinct k_c2 0) true)))
(let (($x3518 (< 0 k_c2)))
(let ((?x2910 (- k_c1 (* k_c2 (ite (>= k_c1 0) ?x3535 (- (div (- k_c1) k_c2)))))))
(let ((?x3352 (+ ?x2910 k_c2)))
(let ((?x3421 (* k_c2 (ite (>= ?x3352 0) (div ?x3352 k_c2) (- (div (- ?x3352) k_c2))))))
(let ((?x1649 (- ?x3352 ?x3421)))
(let (($x1084 (and (and $x1079 (not (and (= ?x3352 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x1649 (- 9223372036854775808)) (<= ?x1649 9223372036854775807)))))
(let (($x4964 (and (and $x1079 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x2910 (- 9223372036854775808)) (<= ?x2910 9223372036854775807)))))
(let (($x9021 (and (and true true $x4964) true (and true (and (>= ?x3352 (- 9223372036854775808)) (<= ?x3352 9223372036854775807))))))
(let (($x605 (and $x9021 true $x1084)))
(not (and $x1079 (and $x605 (= ?x1649 ?x15)) $x3518 $x1079 (and (distinct ?x15 k_c1) true)))))))))))))))))
(check-sat)
(pop)
