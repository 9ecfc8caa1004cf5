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
 (let ((?x22 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x899 (- ?x22)))
(let ((?x13166 (ite (>= (* c1 c2) 0) (div ?x22 (* c1 c2)) (div ?x899 (- (* c1 c2))))))
(let ((?x16706 (div (- (ite (>= c1 0) (div ?x22 c1) (div ?x899 (- c1)))) (- c2))))
(let (($x9346 (>= c2 0)))
(let ((?x16475 (ite $x9346 (div (ite (>= c1 0) (div ?x22 c1) (div ?x899 (- c1))) c2) ?x16706)))
(let ((?x2396 (* c1 c2)))
(let (($x1038 (and (distinct ?x2396 0) true)))
(let (($x2533 (and (distinct ok_x 0) true)))
(let (($x1372 (=> (and $x2533 (and (distinct c1 0) true) (and (distinct c2 0) true)) (and $x2533 $x1038 (= ?x16475 ?x13166)))))
(not $x1372))))))))))))
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
 (let ((?x22 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x899 (- ?x22)))
(let (($x16729 (>= c1 0)))
(let ((?x5213 (ite $x16729 (div ?x22 c1) (div ?x899 (- c1)))))
(let (($x9346 (>= c2 0)))
(let ((?x13166 (ite (>= (* c1 c2) 0) (div ?x22 (* c1 c2)) (div ?x899 (- (* c1 c2))))))
(let (($x3756 (and (distinct c2 0) true)))
(let (($x15365 (and (distinct c1 0) true)))
(let (($x2533 (and (distinct ok_x 0) true)))
(let (($x2447 (and $x2533 $x15365 $x3756 (= ?x13166 (ite $x9346 (div ?x5213 c2) (div (- ?x5213) (- c2)))))))
(not (=> (and $x2533 (and (distinct (* c1 c2) 0) true)) $x2447)))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x7434 (<= k_c1 9223372036854775807)))
 (let (($x3815 (>= k_c1 (- 9223372036854775808))))
 (and $x3815 $x7434))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x43 (<= k_c2 9223372036854775807)))
 (let (($x149 (>= k_c2 (- 9223372036854775808))))
 (and $x149 $x43))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x11499 (< 0 k_c1)))
 (and true true $x11499)))
(assert
 (let (($x3111 (< 0 k_c2)))
 (and true true $x3111)))
(assert
 (let (($x3111 (< 0 k_c2)))
(let (($x11499 (< 0 k_c1)))
(let (($x14 (and (>= (* k_c1 k_c2) (- 9223372036854775808)) (<= (* k_c1 k_c2) 9223372036854775807))))
(let (($x3822 (and (and true true (and true $x14)) (= (* k_c1 k_c2) (* k_c1 k_c2)))))
(not (and $x3822 $x11499 $x3111)))))))
(check-sat)
(pop 1)
(exit)
