; divmod/div-div: refinement both ways; every check-sat must answer unsat
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
 (< 0 c2))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x4550 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x2299 (- ?x4550)))
(let ((?x738 (ite (>= (* c1 c2) 0) (div ?x4550 (* c1 c2)) (div ?x2299 (- (* c1 c2))))))
(let ((?x35 (div (- (ite (>= c1 0) (div ?x4550 c1) (div ?x2299 (- c1)))) (- c2))))
(let (($x5783 (>= c2 0)))
(let ((?x274 (ite $x5783 (div (ite (>= c1 0) (div ?x4550 c1) (div ?x2299 (- c1))) c2) ?x35)))
(let (($x6913 (not (and (= (* c1 c2) (- 1)) (= ?x4550 (- 2147483648))))))
(let ((?x1939 (* c1 c2)))
(let (($x2889 (and (distinct ?x1939 0) true)))
(let (($x5617 (and (distinct ok_x 0) true)))
(let (($x926 (= c2 (- 1))))
(let (($x7958 (and $x926 (= (ite (>= c1 0) (div ?x4550 c1) (div ?x2299 (- c1))) (- 2147483648)))))
(let (($x5075 (not $x7958)))
(let (($x11570 (and (distinct c2 0) true)))
(let (($x10460 (not (and (= c1 (- 1)) (= ?x4550 (- 2147483648))))))
(let (($x2646 (and (distinct c1 0) true)))
(let (($x8754 (=> (and $x5617 $x2646 $x10460 $x11570 $x5075) (and $x5617 $x2889 $x6913 (= ?x274 ?x738)))))
(not $x8754)))))))))))))))))))
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
 (< 0 c2))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x4550 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x2299 (- ?x4550)))
(let (($x9890 (>= c1 0)))
(let ((?x57 (ite $x9890 (div ?x4550 c1) (div ?x2299 (- c1)))))
(let (($x5783 (>= c2 0)))
(let ((?x738 (ite (>= (* c1 c2) 0) (div ?x4550 (* c1 c2)) (div ?x2299 (- (* c1 c2))))))
(let (($x5075 (not (and (= c2 (- 1)) (= ?x57 (- 2147483648))))))
(let (($x11570 (and (distinct c2 0) true)))
(let (($x10460 (not (and (= c1 (- 1)) (= ?x4550 (- 2147483648))))))
(let (($x2646 (and (distinct c1 0) true)))
(let (($x5617 (and (distinct ok_x 0) true)))
(let (($x2745 (and $x5617 $x2646 $x10460 $x11570 $x5075 (= ?x738 (ite $x5783 (div ?x57 c2) (div (- ?x57) (- c2)))))))
(let (($x6913 (not (and (= (* c1 c2) (- 1)) (= ?x4550 (- 2147483648))))))
(let ((?x1939 (* c1 c2)))
(let (($x2889 (and (distinct ?x1939 0) true)))
(not (=> (and $x5617 $x2889 $x6913) $x2745))))))))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x762 (<= k_c1 9223372036854775807)))
 (let (($x3729 (>= k_c1 (- 9223372036854775808))))
 (and $x3729 $x762))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x31 (<= k_c2 9223372036854775807)))
 (let (($x2836 (>= k_c2 (- 9223372036854775808))))
 (and $x2836 $x31))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x13364 (and true (and (>= (* k_c1 k_c2) (- 9223372036854775808)) (<= (* k_c1 k_c2) 9223372036854775807)))))
 (let (($x6716 (and true true $x13364)))
 (and $x6716 true (>= 2147483647 (* k_c1 k_c2))))))
(assert
 (let (($x13364 (and true (and (>= (* k_c1 k_c2) (- 9223372036854775808)) (<= (* k_c1 k_c2) 9223372036854775807)))))
 (let (($x6716 (and true true $x13364)))
 (and $x6716 true (<= (- 2147483648) (* k_c1 k_c2))))))
(assert
 (let (($x12962 (< 0 k_c1)))
 (and true true $x12962)))
(assert
 (let (($x8049 (< 0 k_c2)))
 (and true true $x8049)))
(assert
 (let (($x8049 (< 0 k_c2)))
(let (($x12962 (< 0 k_c1)))
(let (($x13364 (and true (and (>= (* k_c1 k_c2) (- 9223372036854775808)) (<= (* k_c1 k_c2) 9223372036854775807)))))
(let (($x6716 (and true true $x13364)))
(not (and (and $x6716 (= (* k_c1 k_c2) (* k_c1 k_c2))) $x12962 $x8049)))))))
(check-sat)
(pop 1)
(exit)
