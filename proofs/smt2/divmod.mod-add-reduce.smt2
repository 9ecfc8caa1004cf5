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
 (let ((?x7940 (* c2 (ite (>= c2 0) (div c1 c2) (div (- c1) (- c2))))))
 (let ((?x13345 (- c1 ?x7940)))
 (and (distinct ?x13345 c1) true))))
(assert
 (and (distinct c2 0) true))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x1457 (- c2)))
(let ((?x13345 (- c1 (* c2 (ite (>= c2 0) (div c1 c2) (div (- c1) ?x1457))))))
(let ((?x4036 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x16874 (+ ?x4036 ?x13345)))
(let (($x1135 (>= c2 0)))
(let ((?x4134 (* c2 (ite $x1135 (div (+ ?x4036 c1) c2) (div (- (+ ?x4036 c1)) ?x1457)))))
(let ((?x11685 (+ ?x4036 c1)))
(let (($x2856 (= (- ?x11685 ?x4134) (- ?x16874 (* c2 (ite $x1135 (div ?x16874 c2) (div (- ?x16874) ?x1457)))))))
(let (($x8660 (and (distinct c2 0) true)))
(let (($x14937 (and (distinct ok_x 0) true)))
(not (=> (and $x14937 $x8660) (and $x14937 $x8660 $x8660 $x2856))))))))))))))
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
 (let ((?x7940 (* c2 (ite (>= c2 0) (div c1 c2) (div (- c1) (- c2))))))
 (let ((?x13345 (- c1 ?x7940)))
 (and (distinct ?x13345 c1) true))))
(assert
 (and (distinct c2 0) true))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x1457 (- c2)))
(let ((?x4036 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x11685 (+ ?x4036 c1)))
(let (($x1135 (>= c2 0)))
(let ((?x13345 (- c1 (* c2 (ite $x1135 (div c1 c2) (div (- c1) ?x1457))))))
(let ((?x16874 (+ ?x4036 ?x13345)))
(let (($x1344 (= (- ?x16874 (* c2 (ite $x1135 (div ?x16874 c2) (div (- ?x16874) ?x1457)))) (- ?x11685 (* c2 (ite $x1135 (div ?x11685 c2) (div (- ?x11685) ?x1457)))))))
(let (($x8660 (and (distinct c2 0) true)))
(let (($x14937 (and (distinct ok_x 0) true)))
(not (=> (and $x14937 $x8660 $x8660) (and $x14937 $x8660 $x1344)))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x9144 (<= k_c2 9223372036854775807)))
 (let (($x3706 (>= k_c2 (- 9223372036854775808))))
 (and $x3706 $x9144))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x4655 (<= k_c1 9223372036854775807)))
 (let (($x15034 (>= k_c1 (- 9223372036854775808))))
 (and $x15034 $x4655))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x9027 (< 0 k_c2)))
 (and true true $x9027)))
(assert
 (let ((?x3988 (div k_c1 k_c2)))
 (let (($x13329 (>= k_c1 0)))
 (let ((?x3659 (- k_c1 (* k_c2 (ite $x13329 ?x3988 (- (div (- k_c1) k_c2)))))))
 (let ((?x3491 (+ ?x3659 k_c2)))
 (let ((?x2243 (* k_c2 (ite (>= ?x3491 0) (div ?x3491 k_c2) (- (div (- ?x3491) k_c2))))))
 (let ((?x3164 (- ?x3491 ?x2243)))
 (let (($x9562 (and (distinct k_c2 0) true)))
 (let (($x2076 (and (and $x9562 (not (and (= ?x3491 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x3164 (- 9223372036854775808)) (<= ?x3164 9223372036854775807)))))
 (let (($x12878 (and (and $x9562 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x3659 (- 9223372036854775808)) (<= ?x3659 9223372036854775807)))))
 (let (($x2088 (and (and true true $x12878) true (and true (and (>= ?x3491 (- 9223372036854775808)) (<= ?x3491 9223372036854775807))))))
 (let (($x10171 (and $x2088 true $x2076)))
 (and $x10171 true (and (distinct ?x3164 k_c1) true))))))))))))))
(assert
 (let ((?x3988 (div k_c1 k_c2)))
(let (($x2856 (>= k_c2 0)))
(let ((?x10644 (- k_c1 (* k_c2 (ite $x2856 ?x3988 (div (- k_c1) (- k_c2)))))))
(let (($x9562 (and (distinct k_c2 0) true)))
(let (($x9027 (< 0 k_c2)))
(let ((?x3659 (- k_c1 (* k_c2 (ite (>= k_c1 0) ?x3988 (- (div (- k_c1) k_c2)))))))
(let ((?x3491 (+ ?x3659 k_c2)))
(let ((?x2243 (* k_c2 (ite (>= ?x3491 0) (div ?x3491 k_c2) (- (div (- ?x3491) k_c2))))))
(let ((?x3164 (- ?x3491 ?x2243)))
(let (($x2076 (and (and $x9562 (not (and (= ?x3491 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x3164 (- 9223372036854775808)) (<= ?x3164 9223372036854775807)))))
(let (($x12878 (and (and $x9562 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x3659 (- 9223372036854775808)) (<= ?x3659 9223372036854775807)))))
(let (($x2088 (and (and true true $x12878) true (and true (and (>= ?x3491 (- 9223372036854775808)) (<= ?x3491 9223372036854775807))))))
(let (($x10171 (and $x2088 true $x2076)))
(not (and $x9562 (and $x10171 (= ?x3164 ?x10644)) $x9027 $x9562 (and (distinct ?x10644 k_c1) true)))))))))))))))))
(check-sat)
(pop 1)
(exit)
