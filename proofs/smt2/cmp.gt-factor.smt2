; cmp/gt-factor: refinement both ways; every check-sat must answer unsat
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
 (let ((?x4106 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x10106 (> ?x4106 (ite (>= c1 0) (div c2 c1) (div (- c2) (- c1))))))
(let (($x13339 (not (and (= c1 (- 1)) (= c2 (- 2147483648))))))
(let (($x8049 (and (distinct c1 0) true)))
(let (($x3104 (and (distinct ok_x 0) true)))
(let (($x2072 (=> (and $x3104) (and $x3104 $x8049 $x13339 (= (> (* ?x4106 c1) c2) $x10106)))))
(not $x2072))))))))
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
 (let ((?x4106 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x10106 (> ?x4106 (ite (>= c1 0) (div c2 c1) (div (- c2) (- c1))))))
(let (($x3104 (and (distinct ok_x 0) true)))
(let (($x13339 (not (and (= c1 (- 1)) (= c2 (- 2147483648))))))
(let (($x8049 (and (distinct c1 0) true)))
(let (($x2699 (=> (and $x3104 $x8049 $x13339) (and $x3104 (= $x10106 (> (* ?x4106 c1) c2))))))
(not $x2699))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x1074 (<= k_c1 9223372036854775807)))
 (let (($x8225 (>= k_c1 (- 9223372036854775808))))
 (and $x8225 $x1074))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x589 (<= k_c2 9223372036854775807)))
 (let (($x17429 (>= k_c2 (- 9223372036854775808))))
 (and $x17429 $x589))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x11016 (< 0 k_c1)))
 (and true true $x11016)))
(assert
 (let (($x11016 (< 0 k_c1)))
(let ((?x15684 (div k_c2 k_c1)))
(let (($x19098 (>= k_c1 0)))
(let ((?x18366 (- k_c2 (* k_c1 (ite (>= k_c2 0) ?x15684 (- (div (- k_c2) k_c1)))))))
(let ((?x9058 (+ ?x18366 k_c1)))
(let ((?x2186 (* k_c1 (ite (>= ?x9058 0) (div ?x9058 k_c1) (- (div (- ?x9058) k_c1))))))
(let ((?x2292 (- ?x9058 ?x2186)))
(let ((?x14022 (- k_c2 ?x2292)))
(let ((?x5842 (ite (>= ?x14022 0) (div ?x14022 k_c1) (- (div (- ?x14022) k_c1)))))
(let (($x10686 (and (distinct k_c1 0) true)))
(let (($x14859 (and (and $x10686 (not (and (= ?x9058 (- 9223372036854775808)) (= k_c1 (- 1))))) (and (>= ?x2292 (- 9223372036854775808)) (<= ?x2292 9223372036854775807)))))
(let (($x17287 (and (and $x10686 (not (and (= k_c2 (- 9223372036854775808)) (= k_c1 (- 1))))) (and (>= ?x18366 (- 9223372036854775808)) (<= ?x18366 9223372036854775807)))))
(let (($x8499 (and (and true true $x17287) true (and true (and (>= ?x9058 (- 9223372036854775808)) (<= ?x9058 9223372036854775807))))))
(let (($x16555 (and true (and $x8499 true $x14859) (and true (and (>= ?x14022 (- 9223372036854775808)) (<= ?x14022 9223372036854775807))))))
(let (($x6544 (and (and $x16555 true (and $x10686 (and (>= ?x5842 (- 9223372036854775808)) (<= ?x5842 9223372036854775807)))) (= ?x5842 (ite $x19098 ?x15684 (div (- k_c2) (- k_c1)))))))
(let (($x8928 (not (and (= k_c1 (- 1)) (= k_c2 (- 9223372036854775808))))))
(let (($x16497 (not (and (= k_c1 (- 1)) (= k_c2 (- 2147483648))))))
(let (($x7048 (not (and (= k_c1 (- 1)) (= k_c2 (- 32768))))))
(let (($x6494 (not (and (= k_c1 (- 1)) (= k_c2 (- 128))))))
(not (and $x10686 $x6494 $x7048 $x16497 $x8928 $x6544 $x11016))))))))))))))))))))))
(check-sat)
(pop 1)
(exit)
