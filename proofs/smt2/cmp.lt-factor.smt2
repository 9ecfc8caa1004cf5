; cmp/lt-factor: refinement both ways; every check-sat must answer unsat
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
 (let (($x46 (>= c1 0)))
(let ((?x17538 (ite $x46 (div (- (+ c2 c1) 1) c1) (div (- (- (+ c2 c1) 1)) (- c1)))))
(let ((?x2315 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3264 (and (distinct c1 0) true)))
(let (($x11146 (and (distinct ok_x 0) true)))
(let (($x14124 (=> (and $x11146) (and $x11146 $x3264 (= (< (* ?x2315 c1) c2) (< ?x2315 ?x17538))))))
(not $x14124))))))))
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
 (let ((?x2315 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x46 (>= c1 0)))
(let ((?x17538 (ite $x46 (div (- (+ c2 c1) 1) c1) (div (- (- (+ c2 c1) 1)) (- c1)))))
(let (($x11146 (and (distinct ok_x 0) true)))
(let (($x11991 (=> (and $x11146 (and (distinct c1 0) true)) (and $x11146 (= (< ?x2315 ?x17538) (< (* ?x2315 c1) c2))))))
(not $x11991)))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x6597 (<= k_c1 9223372036854775807)))
 (let (($x6935 (>= k_c1 (- 9223372036854775808))))
 (and $x6935 $x6597))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x1967 (<= k_c2 9223372036854775807)))
 (let (($x7818 (>= k_c2 (- 9223372036854775808))))
 (and $x7818 $x1967))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x9602 (< 0 k_c1)))
 (and true true $x9602)))
(assert
 (let (($x9602 (< 0 k_c1)))
(let ((?x2831 (+ k_c2 k_c1)))
(let ((?x1174 (- ?x2831 1)))
(let ((?x13587 (div ?x1174 k_c1)))
(let (($x1459 (>= k_c1 0)))
(let ((?x17571 (- ?x1174 (* k_c1 (ite (>= ?x1174 0) ?x13587 (- (div (- ?x1174) k_c1)))))))
(let ((?x11774 (+ ?x17571 k_c1)))
(let ((?x9164 (* k_c1 (ite (>= ?x11774 0) (div ?x11774 k_c1) (- (div (- ?x11774) k_c1))))))
(let ((?x3675 (- ?x11774 ?x9164)))
(let ((?x1449 (- ?x1174 ?x3675)))
(let ((?x8295 (ite (>= ?x1449 0) (div ?x1449 k_c1) (- (div (- ?x1449) k_c1)))))
(let (($x4914 (and (distinct k_c1 0) true)))
(let (($x3240 (and (and $x4914 (not (and (= ?x11774 (- 9223372036854775808)) (= k_c1 (- 1))))) (and (>= ?x3675 (- 9223372036854775808)) (<= ?x3675 9223372036854775807)))))
(let (($x4340 (and (and $x4914 (not (and (= ?x1174 (- 9223372036854775808)) (= k_c1 (- 1))))) (and (>= ?x17571 (- 9223372036854775808)) (<= ?x17571 9223372036854775807)))))
(let (($x10063 (and true true (and true (and (>= ?x2831 (- 9223372036854775808)) (<= ?x2831 9223372036854775807))))))
(let (($x17 (and $x10063 true (and true (and (>= ?x1174 (- 9223372036854775808)) (<= ?x1174 9223372036854775807))))))
(let (($x7440 (and (and $x17 true $x4340) true (and true (and (>= ?x11774 (- 9223372036854775808)) (<= ?x11774 9223372036854775807))))))
(let (($x6683 (and $x17 (and $x7440 true $x3240) (and true (and (>= ?x1449 (- 9223372036854775808)) (<= ?x1449 9223372036854775807))))))
(let (($x8020 (and (and $x6683 true (and $x4914 (and (>= ?x8295 (- 9223372036854775808)) (<= ?x8295 9223372036854775807)))) (= ?x8295 (ite $x1459 ?x13587 (div (- ?x1174) (- k_c1)))))))
(not (and $x4914 $x8020 $x9602))))))))))))))))))))))
(check-sat)
(pop 1)
(exit)
