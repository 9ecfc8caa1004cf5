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
 (let ((?x7452 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x12925 (- ?x7452)))
(let ((?x8791 (ite (>= (* c1 c2) 0) (div ?x7452 (* c1 c2)) (div ?x12925 (- (* c1 c2))))))
(let ((?x2836 (div (- (ite (>= c1 0) (div ?x7452 c1) (div ?x12925 (- c1)))) (- c2))))
(let (($x2991 (>= c2 0)))
(let ((?x12829 (ite $x2991 (div (ite (>= c1 0) (div ?x7452 c1) (div ?x12925 (- c1))) c2) ?x2836)))
(let (($x894 (not (and (= (* c1 c2) (- 1)) (= ?x7452 (- 2147483648))))))
(let ((?x3644 (* c1 c2)))
(let (($x4788 (and (distinct ?x3644 0) true)))
(let (($x4928 (and (distinct ok_x 0) true)))
(let (($x12606 (= c2 (- 1))))
(let (($x5910 (and $x12606 (= (ite (>= c1 0) (div ?x7452 c1) (div ?x12925 (- c1))) (- 2147483648)))))
(let (($x10754 (not $x5910)))
(let (($x5249 (and (distinct c2 0) true)))
(let (($x3283 (not (and (= c1 (- 1)) (= ?x7452 (- 2147483648))))))
(let (($x3616 (and (distinct c1 0) true)))
(let (($x12656 (=> (and $x4928 $x3616 $x3283 $x5249 $x10754) (and $x4928 $x4788 $x894 (= ?x12829 ?x8791)))))
(not $x12656)))))))))))))))))))
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
 (let ((?x7452 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x12925 (- ?x7452)))
(let (($x11513 (>= c1 0)))
(let ((?x9478 (ite $x11513 (div ?x7452 c1) (div ?x12925 (- c1)))))
(let (($x2991 (>= c2 0)))
(let ((?x8791 (ite (>= (* c1 c2) 0) (div ?x7452 (* c1 c2)) (div ?x12925 (- (* c1 c2))))))
(let (($x10754 (not (and (= c2 (- 1)) (= ?x9478 (- 2147483648))))))
(let (($x5249 (and (distinct c2 0) true)))
(let (($x3283 (not (and (= c1 (- 1)) (= ?x7452 (- 2147483648))))))
(let (($x3616 (and (distinct c1 0) true)))
(let (($x4928 (and (distinct ok_x 0) true)))
(let (($x3713 (and $x4928 $x3616 $x3283 $x5249 $x10754 (= ?x8791 (ite $x2991 (div ?x9478 c2) (div (- ?x9478) (- c2)))))))
(let (($x894 (not (and (= (* c1 c2) (- 1)) (= ?x7452 (- 2147483648))))))
(let ((?x3644 (* c1 c2)))
(let (($x4788 (and (distinct ?x3644 0) true)))
(not (=> (and $x4928 $x4788 $x894) $x3713))))))))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x4052 (<= k_c1 9223372036854775807)))
 (let (($x12561 (>= k_c1 (- 9223372036854775808))))
 (and $x12561 $x4052))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x4127 (<= k_c2 9223372036854775807)))
 (let (($x5617 (>= k_c2 (- 9223372036854775808))))
 (and $x5617 $x4127))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let ((?x2485 (* k_c1 k_c2)))
 (let (($x7306 (<= ?x2485 9223372036854775807)))
 (let (($x10970 (>= ?x2485 (- 9223372036854775808))))
 (let (($x11937 (and $x10970 $x7306)))
 (let (($x12805 (and true true (and true $x11937))))
 (and $x12805 true (>= 2147483647 ?x2485))))))))
(assert
 (let ((?x2485 (* k_c1 k_c2)))
 (let (($x7306 (<= ?x2485 9223372036854775807)))
 (let (($x10970 (>= ?x2485 (- 9223372036854775808))))
 (let (($x11937 (and $x10970 $x7306)))
 (let (($x12805 (and true true (and true $x11937))))
 (and $x12805 true (<= (- 2147483648) ?x2485))))))))
(assert
 (let (($x12799 (< 0 k_c1)))
 (and true true $x12799)))
(assert
 (let (($x2226 (< 0 k_c2)))
 (and true true $x2226)))
(assert
 (let (($x2226 (< 0 k_c2)))
(let (($x12799 (< 0 k_c1)))
(let ((?x2485 (* k_c1 k_c2)))
(let (($x7306 (<= ?x2485 9223372036854775807)))
(let (($x10970 (>= ?x2485 (- 9223372036854775808))))
(let (($x11937 (and $x10970 $x7306)))
(let (($x12805 (and true true (and true $x11937))))
(not (and (and $x12805 (= ?x2485 ?x2485)) $x12799 $x2226))))))))))
(check-sat)
(pop 1)
(exit)
