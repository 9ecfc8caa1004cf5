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
 (let ((?x7739 (* c2 (ite (>= c2 0) (div c1 c2) (div (- c1) (- c2))))))
 (let ((?x8225 (- c1 ?x7739)))
 (and (distinct ?x8225 c1) true))))
(assert
 (and (distinct c2 0) true))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x8857 (- c2)))
(let ((?x8225 (- c1 (* c2 (ite (>= c2 0) (div c1 c2) (div (- c1) ?x8857))))))
(let ((?x10998 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x4379 (+ ?x10998 ?x8225)))
(let (($x9824 (>= c2 0)))
(let ((?x13646 (* c2 (ite $x9824 (div (+ ?x10998 c1) c2) (div (- (+ ?x10998 c1)) ?x8857)))))
(let ((?x4881 (+ ?x10998 c1)))
(let (($x14527 (= (- ?x4881 ?x13646) (- ?x4379 (* c2 (ite $x9824 (div ?x4379 c2) (div (- ?x4379) ?x8857)))))))
(let (($x3265 (and (distinct c2 0) true)))
(let (($x3099 (and (distinct ok_x 0) true)))
(not (=> (and $x3099 $x3265) (and $x3099 $x3265 $x3265 $x14527))))))))))))))
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
 (let ((?x7739 (* c2 (ite (>= c2 0) (div c1 c2) (div (- c1) (- c2))))))
 (let ((?x8225 (- c1 ?x7739)))
 (and (distinct ?x8225 c1) true))))
(assert
 (and (distinct c2 0) true))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x8857 (- c2)))
(let ((?x10998 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x4881 (+ ?x10998 c1)))
(let (($x9824 (>= c2 0)))
(let ((?x8225 (- c1 (* c2 (ite $x9824 (div c1 c2) (div (- c1) ?x8857))))))
(let ((?x4379 (+ ?x10998 ?x8225)))
(let (($x14779 (= (- ?x4379 (* c2 (ite $x9824 (div ?x4379 c2) (div (- ?x4379) ?x8857)))) (- ?x4881 (* c2 (ite $x9824 (div ?x4881 c2) (div (- ?x4881) ?x8857)))))))
(let (($x3265 (and (distinct c2 0) true)))
(let (($x3099 (and (distinct ok_x 0) true)))
(not (=> (and $x3099 $x3265 $x3265) (and $x3099 $x3265 $x14779)))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x3166 (<= k_c2 9223372036854775807)))
 (let (($x16537 (>= k_c2 (- 9223372036854775808))))
 (and $x16537 $x3166))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x1114 (<= k_c1 9223372036854775807)))
 (let (($x2447 (>= k_c1 (- 9223372036854775808))))
 (and $x2447 $x1114))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x3952 (< 0 k_c2)))
 (and true true $x3952)))
(assert
 (let ((?x11254 (div k_c1 k_c2)))
 (let (($x3365 (>= k_c1 0)))
 (let ((?x800 (- k_c1 (* k_c2 (ite $x3365 ?x11254 (- (div (- k_c1) k_c2)))))))
 (let ((?x1916 (+ ?x800 k_c2)))
 (let ((?x1220 (* k_c2 (ite (>= ?x1916 0) (div ?x1916 k_c2) (- (div (- ?x1916) k_c2))))))
 (let ((?x180 (- ?x1916 ?x1220)))
 (let (($x7092 (and (distinct k_c2 0) true)))
 (let (($x1067 (and (and $x7092 (not (and (= ?x1916 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x180 (- 9223372036854775808)) (<= ?x180 9223372036854775807)))))
 (let (($x703 (and (and $x7092 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x800 (- 9223372036854775808)) (<= ?x800 9223372036854775807)))))
 (let (($x5082 (and (and true true $x703) true (and true (and (>= ?x1916 (- 9223372036854775808)) (<= ?x1916 9223372036854775807))))))
 (let (($x6547 (and $x5082 true $x1067)))
 (and $x6547 true (and (distinct ?x180 k_c1) true))))))))))))))
(assert
 (let ((?x11254 (div k_c1 k_c2)))
(let (($x4366 (>= k_c2 0)))
(let ((?x3675 (- k_c1 (* k_c2 (ite $x4366 ?x11254 (div (- k_c1) (- k_c2)))))))
(let (($x7092 (and (distinct k_c2 0) true)))
(let (($x3952 (< 0 k_c2)))
(let ((?x800 (- k_c1 (* k_c2 (ite (>= k_c1 0) ?x11254 (- (div (- k_c1) k_c2)))))))
(let ((?x1916 (+ ?x800 k_c2)))
(let ((?x1220 (* k_c2 (ite (>= ?x1916 0) (div ?x1916 k_c2) (- (div (- ?x1916) k_c2))))))
(let ((?x180 (- ?x1916 ?x1220)))
(let (($x1067 (and (and $x7092 (not (and (= ?x1916 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x180 (- 9223372036854775808)) (<= ?x180 9223372036854775807)))))
(let (($x703 (and (and $x7092 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x800 (- 9223372036854775808)) (<= ?x800 9223372036854775807)))))
(let (($x5082 (and (and true true $x703) true (and true (and (>= ?x1916 (- 9223372036854775808)) (<= ?x1916 9223372036854775807))))))
(let (($x6547 (and $x5082 true $x1067)))
(not (and $x7092 (and $x6547 (= ?x180 ?x3675)) $x3952 $x7092 (and (distinct ?x3675 k_c1) true)))))))))))))))))
(check-sat)
(pop 1)
(exit)
