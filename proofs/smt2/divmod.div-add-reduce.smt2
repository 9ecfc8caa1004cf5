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
 (let ((?x7614 (div c1 c2)))
 (let (($x650 (>= c2 0)))
 (let ((?x4189 (ite $x650 ?x7614 (div (- c1) (- c2)))))
 (let ((?x2358 (- c1 (* c2 ?x4189))))
 (and (distinct ?x2358 c1) true))))))
(assert
 (and (distinct c2 0) true))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x7614 (div c1 c2)))
(let (($x650 (>= c2 0)))
(let ((?x4189 (ite $x650 ?x7614 (div (- c1) (- c2)))))
(let ((?x3946 (- c2)))
(let ((?x2358 (- c1 (* c2 ?x4189))))
(let ((?x1792 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x3442 (+ ?x1792 ?x2358)))
(let (($x611 (= (ite $x650 (div (+ ?x1792 c1) c2) (div (- (+ ?x1792 c1)) ?x3946)) (+ (ite $x650 (div ?x3442 c2) (div (- ?x3442) ?x3946)) ?x4189))))
(let (($x3982 (and (distinct c2 0) true)))
(let (($x3232 (and (distinct ok_x 0) true)))
(not (=> (and $x3232 $x3982) (and $x3232 $x3982 $x3982 $x3982 $x611))))))))))))))
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
 (let ((?x7614 (div c1 c2)))
 (let (($x650 (>= c2 0)))
 (let ((?x4189 (ite $x650 ?x7614 (div (- c1) (- c2)))))
 (let ((?x2358 (- c1 (* c2 ?x4189))))
 (and (distinct ?x2358 c1) true))))))
(assert
 (and (distinct c2 0) true))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x3946 (- c2)))
(let ((?x1792 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x36 (+ ?x1792 c1)))
(let (($x650 (>= c2 0)))
(let ((?x7614 (div c1 c2)))
(let ((?x4189 (ite $x650 ?x7614 (div (- c1) ?x3946))))
(let ((?x3707 (ite $x650 (div (+ ?x1792 (- c1 (* c2 ?x4189))) c2) (div (- (+ ?x1792 (- c1 (* c2 ?x4189)))) ?x3946))))
(let (($x3982 (and (distinct c2 0) true)))
(let (($x3232 (and (distinct ok_x 0) true)))
(let (($x4654 (and $x3232 $x3982 (= (+ ?x3707 ?x4189) (ite $x650 (div ?x36 c2) (div (- ?x36) ?x3946))))))
(not (=> (and $x3232 $x3982 $x3982 $x3982) $x4654)))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x7139 (<= k_c2 9223372036854775807)))
 (let (($x2396 (>= k_c2 (- 9223372036854775808))))
 (and $x2396 $x7139))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x3335 (<= k_c1 9223372036854775807)))
 (let (($x3436 (>= k_c1 (- 9223372036854775808))))
 (and $x3436 $x3335))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x2988 (< 0 k_c2)))
 (and true true $x2988)))
(assert
 (let ((?x3438 (div k_c1 k_c2)))
 (let (($x3906 (>= k_c1 0)))
 (let ((?x3062 (- k_c1 (* k_c2 (ite $x3906 ?x3438 (- (div (- k_c1) k_c2)))))))
 (let ((?x3225 (+ ?x3062 k_c2)))
 (let ((?x4214 (* k_c2 (ite (>= ?x3225 0) (div ?x3225 k_c2) (- (div (- ?x3225) k_c2))))))
 (let ((?x3449 (- ?x3225 ?x4214)))
 (let (($x4773 (and (distinct k_c2 0) true)))
 (let (($x10927 (and (and $x4773 (not (and (= ?x3225 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x3449 (- 9223372036854775808)) (<= ?x3449 9223372036854775807)))))
 (let (($x3265 (and (and $x4773 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x3062 (- 9223372036854775808)) (<= ?x3062 9223372036854775807)))))
 (let (($x95 (and (and true true $x3265) true (and true (and (>= ?x3225 (- 9223372036854775808)) (<= ?x3225 9223372036854775807))))))
 (let (($x3554 (and $x95 true $x10927)))
 (and $x3554 true (and (distinct ?x3449 k_c1) true))))))))))))))
(assert
 (let ((?x3438 (div k_c1 k_c2)))
(let (($x786 (>= k_c2 0)))
(let ((?x1563 (ite $x786 ?x3438 (div (- k_c1) (- k_c2)))))
(let ((?x1583 (- k_c1 (* k_c2 ?x1563))))
(let (($x4773 (and (distinct k_c2 0) true)))
(let (($x2988 (< 0 k_c2)))
(let ((?x3062 (- k_c1 (* k_c2 (ite (>= k_c1 0) ?x3438 (- (div (- k_c1) k_c2)))))))
(let ((?x3225 (+ ?x3062 k_c2)))
(let ((?x4214 (* k_c2 (ite (>= ?x3225 0) (div ?x3225 k_c2) (- (div (- ?x3225) k_c2))))))
(let ((?x3449 (- ?x3225 ?x4214)))
(let ((?x1337 (- k_c1 ?x3449)))
(let ((?x665 (ite (>= ?x1337 0) (div ?x1337 k_c2) (- (div (- ?x1337) k_c2)))))
(let (($x10927 (and (and $x4773 (not (and (= ?x3225 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x3449 (- 9223372036854775808)) (<= ?x3449 9223372036854775807)))))
(let (($x3265 (and (and $x4773 (not (and (= k_c1 (- 9223372036854775808)) (= k_c2 (- 1))))) (and (>= ?x3062 (- 9223372036854775808)) (<= ?x3062 9223372036854775807)))))
(let (($x95 (and (and true true $x3265) true (and true (and (>= ?x3225 (- 9223372036854775808)) (<= ?x3225 9223372036854775807))))))
(let (($x3554 (and $x95 true $x10927)))
(let (($x6372 (and (and true $x3554 (and true (and (>= ?x1337 (- 9223372036854775808)) (<= ?x1337 9223372036854775807)))) true (and $x4773 (and (>= ?x665 (- 9223372036854775808)) (<= ?x665 9223372036854775807))))))
(let (($x2518 (and $x4773 (and $x3554 (= ?x3449 ?x1583)) $x4773 (and $x6372 (= ?x665 ?x1563)) $x2988 $x4773 (and (distinct ?x1583 k_c1) true))))
(not $x2518))))))))))))))))))))
(check-sat)
(pop 1)
(exit)
