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
 (let ((?x3172 (div c1 c2)))
 (let (($x1261 (>= c2 0)))
 (let ((?x3929 (ite $x1261 ?x3172 (div (- c1) (- c2)))))
 (let ((?x3111 (- c1 (* c2 ?x3929))))
 (and (distinct ?x3111 c1) true))))))
(assert
 (and (distinct c2 0) true))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x3172 (div c1 c2)))
(let (($x1261 (>= c2 0)))
(let ((?x3929 (ite $x1261 ?x3172 (div (- c1) (- c2)))))
(let ((?x419 (- c2)))
(let ((?x3111 (- c1 (* c2 ?x3929))))
(let ((?x8504 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x2497 (+ ?x8504 ?x3111)))
(let (($x3285 (= (ite $x1261 (div (+ ?x8504 c1) c2) (div (- (+ ?x8504 c1)) ?x419)) (+ (ite $x1261 (div ?x2497 c2) (div (- ?x2497) ?x419)) ?x3929))))
(let (($x4701 (and (distinct c2 0) true)))
(let (($x1043 (and (distinct ok_x 0) true)))
(not (=> (and $x1043 $x4701) (and $x1043 $x4701 $x4701 $x4701 $x3285))))))))))))))
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
 (let ((?x3172 (div c1 c2)))
 (let (($x1261 (>= c2 0)))
 (let ((?x3929 (ite $x1261 ?x3172 (div (- c1) (- c2)))))
 (let ((?x3111 (- c1 (* c2 ?x3929))))
 (and (distinct ?x3111 c1) true))))))
(assert
 (and (distinct c2 0) true))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x419 (- c2)))
(let ((?x8504 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x3943 (+ ?x8504 c1)))
(let (($x1261 (>= c2 0)))
(let ((?x3172 (div c1 c2)))
(let ((?x3929 (ite $x1261 ?x3172 (div (- c1) ?x419))))
(let ((?x444 (ite $x1261 (div (+ ?x8504 (- c1 (* c2 ?x3929))) c2) (div (- (+ ?x8504 (- c1 (* c2 ?x3929)))) ?x419))))
(let (($x4701 (and (distinct c2 0) true)))
(let (($x1043 (and (distinct ok_x 0) true)))
(let (($x3708 (and $x1043 $x4701 (= (+ ?x444 ?x3929) (ite $x1261 (div ?x3943 c2) (div (- ?x3943) ?x419))))))
(not (=> (and $x1043 $x4701 $x4701 $x4701) $x3708)))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x12017 (<= k_c2 9223372036854775807)))
 (let (($x3275 (>= k_c2 (- 9223372036854775808))))
 (and $x3275 $x12017))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x10307 (<= k_c1 9223372036854775807)))
 (let (($x4968 (>= k_c1 (- 9223372036854775808))))
 (and $x4968 $x10307))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x7 (< 0 k_c2)))
 (and true true $x7)))
(assert
 (let ((?x3950 (div k_c1 k_c2)))
 (let (($x4638 (>= k_c1 0)))
 (let ((?x3675 (- k_c1 (* k_c2 (ite $x4638 ?x3950 (- (div (- k_c1) k_c2)))))))
 (let ((?x43 (+ ?x3675 k_c2)))
 (let ((?x15301 (* k_c2 (ite (>= ?x43 0) (div ?x43 k_c2) (- (div (- ?x43) k_c2))))))
 (let ((?x2447 (- ?x43 ?x15301)))
 (let (($x3263 (and (distinct k_c2 0) true)))
 (let (($x4044 (and (and $x3263 (not (and (= ?x43 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x2447 (- 9223372036854775808)) (<= ?x2447 9223372036854775807)))))
 (let (($x4366 (and (and $x3263 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x3675 (- 9223372036854775808)) (<= ?x3675 9223372036854775807)))))
 (let (($x3952 (and (and true true $x4366) true (and true (and (>= ?x43 (- 9223372036854775808)) (<= ?x43 9223372036854775807))))))
 (let (($x15110 (and $x3952 true $x4044)))
 (and $x15110 true (and (distinct ?x2447 k_c1) true))))))))))))))
(assert
 (let ((?x3950 (div k_c1 k_c2)))
(let (($x1034 (>= k_c2 0)))
(let ((?x13768 (ite $x1034 ?x3950 (div (- k_c1) (- k_c2)))))
(let ((?x14 (- k_c1 (* k_c2 ?x13768))))
(let (($x3263 (and (distinct k_c2 0) true)))
(let (($x7 (< 0 k_c2)))
(let ((?x3675 (- k_c1 (* k_c2 (ite (>= k_c1 0) ?x3950 (- (div (- k_c1) k_c2)))))))
(let ((?x43 (+ ?x3675 k_c2)))
(let ((?x15301 (* k_c2 (ite (>= ?x43 0) (div ?x43 k_c2) (- (div (- ?x43) k_c2))))))
(let ((?x2447 (- ?x43 ?x15301)))
(let ((?x3815 (- k_c1 ?x2447)))
(let ((?x1220 (ite (>= ?x3815 0) (div ?x3815 k_c2) (- (div (- ?x3815) k_c2)))))
(let (($x4044 (and (and $x3263 (not (and (= ?x43 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x2447 (- 9223372036854775808)) (<= ?x2447 9223372036854775807)))))
(let (($x4366 (and (and $x3263 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x3675 (- 9223372036854775808)) (<= ?x3675 9223372036854775807)))))
(let (($x3952 (and (and true true $x4366) true (and true (and (>= ?x43 (- 9223372036854775808)) (<= ?x43 9223372036854775807))))))
(let (($x15110 (and $x3952 true $x4044)))
(let (($x11650 (and (and true $x15110 (and true (and (>= ?x3815 (- 9223372036854775808)) (<= ?x3815 9223372036854775807)))) true (and $x3263 (and (>= ?x1220 (- 9223372036854775808)) (<= ?x1220 9223372036854775807))))))
(let (($x11723 (and $x3263 (and $x15110 (= ?x2447 ?x14)) $x3263 (and $x11650 (= ?x1220 ?x13768)) $x7 $x3263 (and (distinct ?x14 k_c1) true))))
(not $x11723))))))))))))))))))))
(check-sat)
(pop 1)
(exit)
