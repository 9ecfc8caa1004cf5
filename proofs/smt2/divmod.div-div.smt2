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
 (let ((?x1251 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x3041 (- ?x1251)))
(let ((?x3139 (ite (>= (* c1 c2) 0) (div ?x1251 (* c1 c2)) (div ?x3041 (- (* c1 c2))))))
(let ((?x3024 (div (- (ite (>= c1 0) (div ?x1251 c1) (div ?x3041 (- c1)))) (- c2))))
(let (($x43 (>= c2 0)))
(let ((?x4081 (ite $x43 (div (ite (>= c1 0) (div ?x1251 c1) (div ?x3041 (- c1))) c2) ?x3024)))
(let ((?x12 (* c1 c2)))
(let (($x3947 (and (distinct 0 ?x12) true)))
(let (($x3448 (and (distinct 0 ok_x) true)))
(let (($x574 (=> (and $x3448 (and (distinct 0 c1) true) (and (distinct 0 c2) true)) (and $x3448 $x3947 (= ?x4081 ?x3139)))))
(not $x574))))))))))))
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
 (let ((?x1251 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x3041 (- ?x1251)))
(let (($x8 (>= c1 0)))
(let ((?x3834 (ite $x8 (div ?x1251 c1) (div ?x3041 (- c1)))))
(let (($x43 (>= c2 0)))
(let ((?x3139 (ite (>= (* c1 c2) 0) (div ?x1251 (* c1 c2)) (div ?x3041 (- (* c1 c2))))))
(let (($x5045 (and (distinct 0 c2) true)))
(let (($x2747 (and (distinct 0 c1) true)))
(let (($x3448 (and (distinct 0 ok_x) true)))
(let (($x41 (and $x3448 $x2747 $x5045 (= ?x3139 (ite $x43 (div ?x3834 c2) (div (- ?x3834) (- c2)))))))
(not (=> (and $x3448 (and (distinct 0 (* c1 c2)) true)) $x41)))))))))))))
(check-sat)
(pop)
