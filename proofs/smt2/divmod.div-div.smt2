; divmod/div-div: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
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
 (let ((?x4076 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x2362 (- ?x4076)))
(let ((?x4063 (ite (>= (* c1 c2) 0) (div ?x4076 (* c1 c2)) (div ?x2362 (- (* c1 c2))))))
(let ((?x1937 (div (- (ite (>= c1 0) (div ?x4076 c1) (div ?x2362 (- c1)))) (- c2))))
(let (($x4303 (>= c2 0)))
(let ((?x38 (ite $x4303 (div (ite (>= c1 0) (div ?x4076 c1) (div ?x2362 (- c1))) c2) ?x1937)))
(let ((?x3780 (* c1 c2)))
(let (($x750 (and (distinct 0 ?x3780) true)))
(let (($x309 (and (distinct 0 ok_x) true)))
(let (($x29 (=> (and $x309 (and (distinct 0 c1) true) (and (distinct 0 c2) true)) (and $x309 $x750 (= ?x38 ?x4063)))))
(not $x29))))))))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
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
 (let ((?x4076 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x2362 (- ?x4076)))
(let (($x4672 (>= c1 0)))
(let ((?x3601 (ite $x4672 (div ?x4076 c1) (div ?x2362 (- c1)))))
(let (($x4303 (>= c2 0)))
(let ((?x4063 (ite (>= (* c1 c2) 0) (div ?x4076 (* c1 c2)) (div ?x2362 (- (* c1 c2))))))
(let (($x37 (and (distinct 0 c2) true)))
(let (($x2243 (and (distinct 0 c1) true)))
(let (($x309 (and (distinct 0 ok_x) true)))
(let (($x11482 (and $x309 $x2243 $x37 (= ?x4063 (ite $x4303 (div ?x3601 c2) (div (- ?x3601) (- c2)))))))
(not (=> (and $x309 (and (distinct 0 (* c1 c2)) true)) $x11482)))))))))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x6672 (<= k_c1 9223372036854775807)))
 (let (($x8196 (>= k_c1 (- 9223372036854775808))))
 (and $x8196 $x6672))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x12513 (<= k_c2 9223372036854775807)))
 (let (($x795 (>= k_c2 (- 9223372036854775808))))
 (and $x795 $x12513))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x4181 (< 0 k_c1)))
 (and true true $x4181)))
(assert
 (let (($x4004 (< 0 k_c2)))
 (and true true $x4004)))
(assert
 (let (($x4004 (< 0 k_c2)))
(let (($x4181 (< 0 k_c1)))
(let (($x8151 (and (>= (* k_c1 k_c2) (- 9223372036854775808)) (<= (* k_c1 k_c2) 9223372036854775807))))
(let (($x2471 (and (and true true (and true $x8151)) (= (* k_c1 k_c2) (* k_c1 k_c2)))))
(not (and $x2471 $x4181 $x4004)))))))
(check-sat)
(pop)
