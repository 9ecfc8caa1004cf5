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
 (let ((?x3832 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x3212 (- ?x3832)))
(let ((?x9284 (ite (>= (* c1 c2) 0) (div ?x3832 (* c1 c2)) (div ?x3212 (- (* c1 c2))))))
(let ((?x1388 (div (- (ite (>= c1 0) (div ?x3832 c1) (div ?x3212 (- c1)))) (- c2))))
(let (($x730 (>= c2 0)))
(let ((?x4240 (ite $x730 (div (ite (>= c1 0) (div ?x3832 c1) (div ?x3212 (- c1))) c2) ?x1388)))
(let (($x10851 (not (and (= (* c1 c2) (- 1)) (= ?x3832 (- 2147483648))))))
(let ((?x12535 (* c1 c2)))
(let (($x1634 (and (distinct ?x12535 0) true)))
(let (($x10883 (and (distinct ok_x 0) true)))
(let (($x6576 (= c2 (- 1))))
(let (($x10553 (and $x6576 (= (ite (>= c1 0) (div ?x3832 c1) (div ?x3212 (- c1))) (- 2147483648)))))
(let (($x11949 (not $x10553)))
(let (($x4672 (and (distinct c2 0) true)))
(let (($x6907 (not (and (= c1 (- 1)) (= ?x3832 (- 2147483648))))))
(let (($x7213 (and (distinct c1 0) true)))
(let (($x6683 (=> (and $x10883 $x7213 $x6907 $x4672 $x11949) (and $x10883 $x1634 $x10851 (= ?x4240 ?x9284)))))
(not $x6683)))))))))))))))))))
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
 (let ((?x3832 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x3212 (- ?x3832)))
(let (($x16675 (>= c1 0)))
(let ((?x1469 (ite $x16675 (div ?x3832 c1) (div ?x3212 (- c1)))))
(let (($x730 (>= c2 0)))
(let ((?x9284 (ite (>= (* c1 c2) 0) (div ?x3832 (* c1 c2)) (div ?x3212 (- (* c1 c2))))))
(let (($x11949 (not (and (= c2 (- 1)) (= ?x1469 (- 2147483648))))))
(let (($x4672 (and (distinct c2 0) true)))
(let (($x6907 (not (and (= c1 (- 1)) (= ?x3832 (- 2147483648))))))
(let (($x7213 (and (distinct c1 0) true)))
(let (($x10883 (and (distinct ok_x 0) true)))
(let (($x6287 (and $x10883 $x7213 $x6907 $x4672 $x11949 (= ?x9284 (ite $x730 (div ?x1469 c2) (div (- ?x1469) (- c2)))))))
(let (($x10851 (not (and (= (* c1 c2) (- 1)) (= ?x3832 (- 2147483648))))))
(let ((?x12535 (* c1 c2)))
(let (($x1634 (and (distinct ?x12535 0) true)))
(not (=> (and $x10883 $x1634 $x10851) $x6287))))))))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x2530 (<= k_c1 9223372036854775807)))
 (let (($x9772 (>= k_c1 (- 9223372036854775808))))
 (and $x9772 $x2530))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x3559 (<= k_c2 9223372036854775807)))
 (let (($x5391 (>= k_c2 (- 9223372036854775808))))
 (and $x5391 $x3559))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x3919 (< 0 k_c1)))
 (and true true $x3919)))
(assert
 (let (($x1126 (< 0 k_c2)))
 (and true true $x1126)))
(assert
 (let (($x1126 (< 0 k_c2)))
(let (($x3919 (< 0 k_c1)))
(let (($x13364 (and (>= (* k_c1 k_c2) (- 9223372036854775808)) (<= (* k_c1 k_c2) 9223372036854775807))))
(let (($x4291 (and (and true true (and true $x13364)) (= (* k_c1 k_c2) (* k_c1 k_c2)))))
(not (and $x4291 $x3919 $x1126)))))))
(check-sat)
(pop 1)
(exit)
