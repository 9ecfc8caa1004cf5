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
 (let ((?x2052 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x516 (- ?x2052)))
(let ((?x3001 (ite (>= (* c1 c2) 0) (div ?x2052 (* c1 c2)) (div ?x516 (- (* c1 c2))))))
(let ((?x3961 (div (- (ite (>= c1 0) (div ?x2052 c1) (div ?x516 (- c1)))) (- c2))))
(let (($x282 (>= c2 0)))
(let ((?x3870 (ite $x282 (div (ite (>= c1 0) (div ?x2052 c1) (div ?x516 (- c1))) c2) ?x3961)))
(let ((?x331 (* c1 c2)))
(let (($x3846 (and (distinct 0 ?x331) true)))
(let (($x1406 (and (distinct 0 ok_x) true)))
(let (($x3466 (=> (and $x1406 (and (distinct 0 c1) true) (and (distinct 0 c2) true)) (and $x1406 $x3846 (= ?x3870 ?x3001)))))
(not $x3466))))))))))))
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
 (let ((?x2052 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x516 (- ?x2052)))
(let (($x5384 (>= c1 0)))
(let ((?x3972 (ite $x5384 (div ?x2052 c1) (div ?x516 (- c1)))))
(let (($x282 (>= c2 0)))
(let ((?x3001 (ite (>= (* c1 c2) 0) (div ?x2052 (* c1 c2)) (div ?x516 (- (* c1 c2))))))
(let (($x407 (and (distinct 0 c2) true)))
(let (($x3729 (and (distinct 0 c1) true)))
(let (($x1406 (and (distinct 0 ok_x) true)))
(let (($x3015 (and $x1406 $x3729 $x407 (= ?x3001 (ite $x282 (div ?x3972 c2) (div (- ?x3972) (- c2)))))))
(not (=> (and $x1406 (and (distinct 0 (* c1 c2)) true)) $x3015)))))))))))))
(check-sat)
(pop)
