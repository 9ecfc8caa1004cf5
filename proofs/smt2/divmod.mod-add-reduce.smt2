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
 (let ((?x2087 (* c2 (ite (>= c2 0) (div c1 c2) (div (- c1) (- c2))))))
 (let ((?x21 (- c1 ?x2087)))
 (and (distinct ?x21 c1) true))))
(assert
 (and (distinct c2 0) true))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x2597 (- c2)))
(let ((?x21 (- c1 (* c2 (ite (>= c2 0) (div c1 c2) (div (- c1) ?x2597))))))
(let ((?x8419 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x3188 (+ ?x8419 ?x21)))
(let (($x2339 (>= c2 0)))
(let ((?x3163 (* c2 (ite $x2339 (div (+ ?x8419 c1) c2) (div (- (+ ?x8419 c1)) ?x2597)))))
(let ((?x3226 (+ ?x8419 c1)))
(let (($x4172 (= (- ?x3226 ?x3163) (- ?x3188 (* c2 (ite $x2339 (div ?x3188 c2) (div (- ?x3188) ?x2597)))))))
(let (($x3405 (and (distinct c2 0) true)))
(let (($x32 (and (distinct ok_x 0) true)))
(not (=> (and $x32 $x3405) (and $x32 $x3405 $x3405 $x4172))))))))))))))
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
 (let ((?x2087 (* c2 (ite (>= c2 0) (div c1 c2) (div (- c1) (- c2))))))
 (let ((?x21 (- c1 ?x2087)))
 (and (distinct ?x21 c1) true))))
(assert
 (and (distinct c2 0) true))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x2597 (- c2)))
(let ((?x8419 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x3226 (+ ?x8419 c1)))
(let (($x2339 (>= c2 0)))
(let ((?x21 (- c1 (* c2 (ite $x2339 (div c1 c2) (div (- c1) ?x2597))))))
(let ((?x3188 (+ ?x8419 ?x21)))
(let (($x3885 (= (- ?x3188 (* c2 (ite $x2339 (div ?x3188 c2) (div (- ?x3188) ?x2597)))) (- ?x3226 (* c2 (ite $x2339 (div ?x3226 c2) (div (- ?x3226) ?x2597)))))))
(let (($x3405 (and (distinct c2 0) true)))
(let (($x32 (and (distinct ok_x 0) true)))
(not (=> (and $x32 $x3405 $x3405) (and $x32 $x3405 $x3885)))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x10567 (<= k_c2 9223372036854775807)))
 (let (($x8729 (>= k_c2 (- 9223372036854775808))))
 (and $x8729 $x10567))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x3896 (<= k_c1 9223372036854775807)))
 (let (($x4051 (>= k_c1 (- 9223372036854775808))))
 (and $x4051 $x3896))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x2988 (< 0 k_c2)))
 (and true true $x2988)))
(assert
 (let ((?x13898 (div k_c1 k_c2)))
 (let (($x2518 (>= k_c1 0)))
 (let ((?x4214 (- k_c1 (* k_c2 (ite $x2518 ?x13898 (- (div (- k_c1) k_c2)))))))
 (let ((?x2975 (+ ?x4214 k_c2)))
 (let ((?x3906 (* k_c2 (ite (>= ?x2975 0) (div ?x2975 k_c2) (- (div (- ?x2975) k_c2))))))
 (let ((?x3438 (- ?x2975 ?x3906)))
 (let (($x3356 (and (distinct k_c2 0) true)))
 (let (($x30 (and (and $x3356 (not (and (= ?x2975 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x3438 (- 9223372036854775808)) (<= ?x3438 9223372036854775807)))))
 (let (($x34 (and (and $x3356 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x4214 (- 9223372036854775808)) (<= ?x4214 9223372036854775807)))))
 (let (($x223 (and (and true true $x34) true (and true (and (>= ?x2975 (- 9223372036854775808)) (<= ?x2975 9223372036854775807))))))
 (let (($x3821 (and $x223 true $x30)))
 (and $x3821 true (and (distinct ?x3438 k_c1) true))))))))))))))
(assert
 (let ((?x13898 (div k_c1 k_c2)))
(let (($x2148 (>= k_c2 0)))
(let ((?x366 (- k_c1 (* k_c2 (ite $x2148 ?x13898 (div (- k_c1) (- k_c2)))))))
(let (($x3356 (and (distinct k_c2 0) true)))
(let (($x2988 (< 0 k_c2)))
(let ((?x4214 (- k_c1 (* k_c2 (ite (>= k_c1 0) ?x13898 (- (div (- k_c1) k_c2)))))))
(let ((?x2975 (+ ?x4214 k_c2)))
(let ((?x3906 (* k_c2 (ite (>= ?x2975 0) (div ?x2975 k_c2) (- (div (- ?x2975) k_c2))))))
(let ((?x3438 (- ?x2975 ?x3906)))
(let (($x30 (and (and $x3356 (not (and (= ?x2975 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x3438 (- 9223372036854775808)) (<= ?x3438 9223372036854775807)))))
(let (($x34 (and (and $x3356 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x4214 (- 9223372036854775808)) (<= ?x4214 9223372036854775807)))))
(let (($x223 (and (and true true $x34) true (and true (and (>= ?x2975 (- 9223372036854775808)) (<= ?x2975 9223372036854775807))))))
(let (($x3821 (and $x223 true $x30)))
(not (and $x3356 (and $x3821 (= ?x3438 ?x366)) $x2988 $x3356 (and (distinct ?x366 k_c1) true)))))))))))))))))
(check-sat)
(pop 1)
(exit)
