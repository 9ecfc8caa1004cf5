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
 (let ((?x37 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x4668 (- ?x37)))
(let ((?x3226 (ite (>= (* c1 c2) 0) (div ?x37 (* c1 c2)) (div ?x4668 (- (* c1 c2))))))
(let ((?x36 (div (- (ite (>= c1 0) (div ?x37 c1) (div ?x4668 (- c1)))) (- c2))))
(let (($x2358 (>= c2 0)))
(let ((?x46 (ite $x2358 (div (ite (>= c1 0) (div ?x37 c1) (div ?x4668 (- c1))) c2) ?x36)))
(let ((?x9447 (* c1 c2)))
(let (($x3054 (and (distinct ?x9447 0) true)))
(let (($x5853 (and (distinct ok_x 0) true)))
(let (($x787 (=> (and $x5853 (and (distinct c1 0) true) (and (distinct c2 0) true)) (and $x5853 $x3054 (= ?x46 ?x3226)))))
(not $x787))))))))))))
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
 (let ((?x37 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x4668 (- ?x37)))
(let (($x21 (>= c1 0)))
(let ((?x1563 (ite $x21 (div ?x37 c1) (div ?x4668 (- c1)))))
(let (($x2358 (>= c2 0)))
(let ((?x3226 (ite (>= (* c1 c2) 0) (div ?x37 (* c1 c2)) (div ?x4668 (- (* c1 c2))))))
(let (($x3095 (and (distinct c2 0) true)))
(let (($x12568 (and (distinct c1 0) true)))
(let (($x5853 (and (distinct ok_x 0) true)))
(let (($x4051 (and $x5853 $x12568 $x3095 (= ?x3226 (ite $x2358 (div ?x1563 c2) (div (- ?x1563) (- c2)))))))
(not (=> (and $x5853 (and (distinct (* c1 c2) 0) true)) $x4051)))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x7161 (<= k_c1 9223372036854775807)))
 (let (($x4078 (>= k_c1 (- 9223372036854775808))))
 (and $x4078 $x7161))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x2975 (<= k_c2 9223372036854775807)))
 (let (($x4042 (>= k_c2 (- 9223372036854775808))))
 (and $x4042 $x2975))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x4816 (< 0 k_c1)))
 (and true true $x4816)))
(assert
 (let (($x3335 (< 0 k_c2)))
 (and true true $x3335)))
(assert
 (let (($x3335 (< 0 k_c2)))
(let (($x4816 (< 0 k_c1)))
(let ((?x2361 (* k_c1 k_c2)))
(let (($x1524 (<= ?x2361 9223372036854775807)))
(let (($x1594 (>= ?x2361 (- 9223372036854775808))))
(let (($x3243 (and $x1594 $x1524)))
(let (($x219 (and (and (and true true (and true $x3243)) (= ?x2361 ?x2361)) $x4816 $x3335)))
(not $x219)))))))))
(check-sat)
(pop 1)
(exit)
