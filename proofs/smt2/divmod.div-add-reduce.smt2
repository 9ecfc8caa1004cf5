; divmod/div-add-reduce: refinement both ways; every check-sat must answer unsat
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
 (let ((?x3721 (div c1 c2)))
 (let (($x3945 (>= c2 0)))
 (let ((?x1105 (ite $x3945 ?x3721 (div (- c1) (- c2)))))
 (let ((?x966 (- c1 (* c2 ?x1105))))
 (and (distinct ?x966 c1) true))))))
(assert
 (and (distinct c2 0) true))
(assert
 (not (and (= c2 (- 1)) (= c1 (- 2147483648)))))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x3721 (div c1 c2)))
(let (($x3945 (>= c2 0)))
(let ((?x1105 (ite $x3945 ?x3721 (div (- c1) (- c2)))))
(let ((?x927 (- c2)))
(let ((?x966 (- c1 (* c2 ?x1105))))
(let ((?x816 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x7955 (+ ?x816 ?x966)))
(let (($x10677 (= (ite $x3945 (div (+ ?x816 c1) c2) (div (- (+ ?x816 c1)) ?x927)) (+ (ite $x3945 (div ?x7955 c2) (div (- ?x7955) ?x927)) ?x1105))))
(let (($x4135 (not (and (= c2 (- 1)) (= c1 (- 2147483648))))))
(let (($x14608 (and (distinct c2 0) true)))
(let (($x4983 (not (and (= c2 (- 1)) (= ?x7955 (- 2147483648))))))
(let (($x6297 (and (distinct ok_x 0) true)))
(let (($x12535 (=> (and $x6297 $x14608 (not (and (= c2 (- 1)) (= (+ ?x816 c1) (- 2147483648))))) (and $x6297 $x14608 $x4135 $x14608 $x4983 $x14608 $x4135 $x10677))))
(not $x12535)))))))))))))))
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
 (let ((?x3721 (div c1 c2)))
 (let (($x3945 (>= c2 0)))
 (let ((?x1105 (ite $x3945 ?x3721 (div (- c1) (- c2)))))
 (let ((?x966 (- c1 (* c2 ?x1105))))
 (and (distinct ?x966 c1) true))))))
(assert
 (and (distinct c2 0) true))
(assert
 (not (and (= c2 (- 1)) (= c1 (- 2147483648)))))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x927 (- c2)))
(let ((?x816 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x8967 (+ ?x816 c1)))
(let (($x3945 (>= c2 0)))
(let ((?x3721 (div c1 c2)))
(let ((?x1105 (ite $x3945 ?x3721 (div (- c1) ?x927))))
(let ((?x16675 (ite $x3945 (div (+ ?x816 (- c1 (* c2 ?x1105))) c2) (div (- (+ ?x816 (- c1 (* c2 ?x1105)))) ?x927))))
(let (($x7 (not (and (= c2 (- 1)) (= ?x8967 (- 2147483648))))))
(let (($x14608 (and (distinct c2 0) true)))
(let (($x6297 (and (distinct ok_x 0) true)))
(let (($x14221 (and $x6297 $x14608 $x7 (= (+ ?x16675 ?x1105) (ite $x3945 (div ?x8967 c2) (div (- ?x8967) ?x927))))))
(let (($x4135 (not (and (= c2 (- 1)) (= c1 (- 2147483648))))))
(let (($x4983 (not (and (= c2 (- 1)) (= (+ ?x816 (- c1 (* c2 ?x1105))) (- 2147483648))))))
(not (=> (and $x6297 $x14608 $x4135 $x14608 $x4983 $x14608 $x4135) $x14221))))))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x11558 (<= k_c2 9223372036854775807)))
 (let (($x9158 (>= k_c2 (- 9223372036854775808))))
 (and $x9158 $x11558))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x1573 (<= k_c1 9223372036854775807)))
 (let (($x989 (>= k_c1 (- 9223372036854775808))))
 (and $x989 $x1573))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x3793 (< 0 k_c2)))
 (and true true $x3793)))
(assert
 (let ((?x1131 (div k_c1 k_c2)))
 (let (($x18 (>= k_c1 0)))
 (let ((?x4291 (- k_c1 (* k_c2 (ite $x18 ?x1131 (- (div (- k_c1) k_c2)))))))
 (let ((?x4412 (+ ?x4291 k_c2)))
 (let ((?x11945 (* k_c2 (ite (>= ?x4412 0) (div ?x4412 k_c2) (- (div (- ?x4412) k_c2))))))
 (let ((?x1134 (- ?x4412 ?x11945)))
 (let (($x7661 (and (distinct k_c2 0) true)))
 (let (($x2918 (and (and $x7661 (not (and (= ?x4412 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x1134 (- 9223372036854775808)) (<= ?x1134 9223372036854775807)))))
 (let (($x11437 (and (and $x7661 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x4291 (- 9223372036854775808)) (<= ?x4291 9223372036854775807)))))
 (let (($x16288 (and (and true true $x11437) true (and true (and (>= ?x4412 (- 9223372036854775808)) (<= ?x4412 9223372036854775807))))))
 (let (($x11458 (and $x16288 true $x2918)))
 (and $x11458 true (and (distinct ?x1134 k_c1) true))))))))))))))
(assert
 (let ((?x1131 (div k_c1 k_c2)))
(let (($x12535 (>= k_c2 0)))
(let ((?x29 (ite $x12535 ?x1131 (div (- k_c1) (- k_c2)))))
(let ((?x1545 (- k_c1 (* k_c2 ?x29))))
(let (($x12513 (not (and (= k_c2 (- 1)) (= k_c1 (- 9223372036854775808))))))
(let (($x4268 (not (and (= k_c2 (- 1)) (= k_c1 (- 2147483648))))))
(let (($x2260 (not (and (= k_c2 (- 1)) (= k_c1 (- 32768))))))
(let (($x4222 (not (and (= k_c2 (- 1)) (= k_c1 (- 128))))))
(let (($x7661 (and (distinct k_c2 0) true)))
(let (($x3793 (< 0 k_c2)))
(let ((?x4291 (- k_c1 (* k_c2 (ite (>= k_c1 0) ?x1131 (- (div (- k_c1) k_c2)))))))
(let ((?x4412 (+ ?x4291 k_c2)))
(let ((?x11945 (* k_c2 (ite (>= ?x4412 0) (div ?x4412 k_c2) (- (div (- ?x4412) k_c2))))))
(let ((?x1134 (- ?x4412 ?x11945)))
(let ((?x4756 (- k_c1 ?x1134)))
(let ((?x4759 (ite (>= ?x4756 0) (div ?x4756 k_c2) (- (div (- ?x4756) k_c2)))))
(let (($x2918 (and (and $x7661 (not (and (= ?x4412 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x1134 (- 9223372036854775808)) (<= ?x1134 9223372036854775807)))))
(let (($x11437 (and (and $x7661 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x4291 (- 9223372036854775808)) (<= ?x4291 9223372036854775807)))))
(let (($x16288 (and (and true true $x11437) true (and true (and (>= ?x4412 (- 9223372036854775808)) (<= ?x4412 9223372036854775807))))))
(let (($x11458 (and $x16288 true $x2918)))
(let (($x681 (and (and true $x11458 (and true (and (>= ?x4756 (- 9223372036854775808)) (<= ?x4756 9223372036854775807)))) true (and $x7661 (and (>= ?x4759 (- 9223372036854775808)) (<= ?x4759 9223372036854775807))))))
(let (($x3005 (and $x7661 $x4222 $x2260 $x4268 $x12513 (and $x11458 (= ?x1134 ?x1545)) $x7661 $x4222 $x2260 $x4268 $x12513 (and $x681 (= ?x4759 ?x29)) $x3793 $x7661 $x4222 $x2260 $x4268 $x12513 (and (distinct ?x1545 k_c1) true))))
(not $x3005))))))))))))))))))))))))
(check-sat)
(pop 1)
(exit)
