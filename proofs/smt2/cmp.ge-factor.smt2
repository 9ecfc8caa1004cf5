; cmp/ge-factor: refinement both ways; every check-sat must answer unsat
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
 (let (($x6053 (>= c1 0)))
(let ((?x1802 (ite $x6053 (div (- (+ c2 c1) 1) c1) (div (- (- (+ c2 c1) 1)) (- c1)))))
(let ((?x4071 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x5970 (not (and (= c1 (- 1)) (= (- (+ c2 c1) 1) (- 2147483648))))))
(let (($x6959 (and (distinct c1 0) true)))
(let (($x13532 (and (distinct ok_x 0) true)))
(let (($x1562 (=> (and $x13532) (and $x13532 $x6959 $x5970 (= (>= (* ?x4071 c1) c2) (>= ?x4071 ?x1802))))))
(not $x1562)))))))))
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
 (let ((?x4071 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x6053 (>= c1 0)))
(let ((?x1802 (ite $x6053 (div (- (+ c2 c1) 1) c1) (div (- (- (+ c2 c1) 1)) (- c1)))))
(let (($x13532 (and (distinct ok_x 0) true)))
(let (($x5970 (not (and (= c1 (- 1)) (= (- (+ c2 c1) 1) (- 2147483648))))))
(let (($x6959 (and (distinct c1 0) true)))
(let (($x16382 (=> (and $x13532 $x6959 $x5970) (and $x13532 (= (>= ?x4071 ?x1802) (>= (* ?x4071 c1) c2))))))
(not $x16382)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x10686 (<= k_c1 9223372036854775807)))
 (let (($x10497 (>= k_c1 (- 9223372036854775808))))
 (and $x10497 $x10686))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x4928 (<= k_c2 9223372036854775807)))
 (let (($x9042 (>= k_c2 (- 9223372036854775808))))
 (and $x9042 $x4928))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x4915 (< 0 k_c1)))
 (and true true $x4915)))
(assert
 (let (($x4915 (< 0 k_c1)))
(let ((?x5005 (+ k_c2 k_c1)))
(let ((?x10767 (- ?x5005 1)))
(let ((?x4437 (div ?x10767 k_c1)))
(let (($x19083 (>= k_c1 0)))
(let ((?x10225 (- ?x10767 (* k_c1 (ite (>= ?x10767 0) ?x4437 (- (div (- ?x10767) k_c1)))))))
(let ((?x16261 (+ ?x10225 k_c1)))
(let ((?x8988 (* k_c1 (ite (>= ?x16261 0) (div ?x16261 k_c1) (- (div (- ?x16261) k_c1))))))
(let ((?x2818 (- ?x16261 ?x8988)))
(let ((?x3293 (- ?x10767 ?x2818)))
(let ((?x2184 (ite (>= ?x3293 0) (div ?x3293 k_c1) (- (div (- ?x3293) k_c1)))))
(let (($x18366 (and (distinct k_c1 0) true)))
(let (($x1564 (and (and $x18366 (not (and (= ?x16261 (- 9223372036854775808)) (= k_c1 (- 1))))) (and (>= ?x2818 (- 9223372036854775808)) (<= ?x2818 9223372036854775807)))))
(let (($x14020 (and (and $x18366 (not (and (= ?x10767 (- 9223372036854775808)) (= k_c1 (- 1))))) (and (>= ?x10225 (- 9223372036854775808)) (<= ?x10225 9223372036854775807)))))
(let (($x15039 (and true true (and true (and (>= ?x5005 (- 9223372036854775808)) (<= ?x5005 9223372036854775807))))))
(let (($x6107 (and $x15039 true (and true (and (>= ?x10767 (- 9223372036854775808)) (<= ?x10767 9223372036854775807))))))
(let (($x7608 (and (and $x6107 true $x14020) true (and true (and (>= ?x16261 (- 9223372036854775808)) (<= ?x16261 9223372036854775807))))))
(let (($x18713 (and $x6107 (and $x7608 true $x1564) (and true (and (>= ?x3293 (- 9223372036854775808)) (<= ?x3293 9223372036854775807))))))
(let (($x17403 (and (and $x18713 true (and $x18366 (and (>= ?x2184 (- 9223372036854775808)) (<= ?x2184 9223372036854775807)))) (= ?x2184 (ite $x19083 ?x4437 (div (- ?x10767) (- k_c1)))))))
(let (($x603 (and $x18366 (not (and (= k_c1 (- 1)) (= ?x10767 (- 128)))) (not (and (= k_c1 (- 1)) (= ?x10767 (- 32768)))) (not (and (= k_c1 (- 1)) (= ?x10767 (- 2147483648)))) (not (and (= k_c1 (- 1)) (= ?x10767 (- 9223372036854775808)))) $x17403 $x4915)))
(not $x603))))))))))))))))))))))
(check-sat)
(pop 1)
(exit)
