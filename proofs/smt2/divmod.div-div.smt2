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
 (let ((?x4063 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x143 (- ?x4063)))
(let ((?x2992 (ite (>= (* c1 c2) 0) (div ?x4063 (* c1 c2)) (div ?x143 (- (* c1 c2))))))
(let ((?x15631 (div (- (ite (>= c1 0) (div ?x4063 c1) (div ?x143 (- c1)))) (- c2))))
(let (($x6232 (>= c2 0)))
(let ((?x26 (ite $x6232 (div (ite (>= c1 0) (div ?x4063 c1) (div ?x143 (- c1))) c2) ?x15631)))
(let ((?x1296 (* c1 c2)))
(let (($x334 (and (distinct 0 ?x1296) true)))
(let (($x3883 (and (distinct 0 ok_x) true)))
(let (($x1680 (=> (and $x3883 (and (distinct 0 c1) true) (and (distinct 0 c2) true)) (and $x3883 $x334 (= ?x26 ?x2992)))))
(not $x1680))))))))))))
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
 (let ((?x4063 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x143 (- ?x4063)))
(let (($x4087 (>= c1 0)))
(let ((?x3497 (ite $x4087 (div ?x4063 c1) (div ?x143 (- c1)))))
(let (($x6232 (>= c2 0)))
(let ((?x2992 (ite (>= (* c1 c2) 0) (div ?x4063 (* c1 c2)) (div ?x143 (- (* c1 c2))))))
(let (($x3906 (and (distinct 0 c2) true)))
(let (($x3012 (and (distinct 0 c1) true)))
(let (($x3883 (and (distinct 0 ok_x) true)))
(let (($x3065 (and $x3883 $x3012 $x3906 (= ?x2992 (ite $x6232 (div ?x3497 c2) (div (- ?x3497) (- c2)))))))
(not (=> (and $x3883 (and (distinct 0 (* c1 c2)) true)) $x3065)))))))))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x2771 (<= k_c1 9223372036854775807)))
 (let (($x16436 (>= k_c1 (- 9223372036854775808))))
 (and $x16436 $x2771))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x5816 (<= k_c2 9223372036854775807)))
 (let (($x15965 (>= k_c2 (- 9223372036854775808))))
 (and $x15965 $x5816))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x774 (< 0 k_c1)))
 (and true true $x774)))
(assert
 (let (($x3601 (< 0 k_c2)))
 (and true true $x3601)))
(assert
 (let (($x3601 (< 0 k_c2)))
(let (($x774 (< 0 k_c1)))
(let ((?x15586 (* k_c1 k_c2)))
(let (($x594 (<= ?x15586 9223372036854775807)))
(let (($x6932 (>= ?x15586 (- 9223372036854775808))))
(let (($x16058 (and $x6932 $x594)))
(let (($x4134 (and (and (and true true (and true $x16058)) (= ?x15586 ?x15586)) $x774 $x3601)))
(not $x4134)))))))))
(check-sat)
(pop)
