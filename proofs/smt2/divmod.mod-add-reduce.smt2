; divmod/mod-add-reduce: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c2 () Int)
(declare-fun c1 () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (< 0 c2))
(assert
 (let ((?x418 (* c2 (ite (>= c2 0) (div c1 c2) (div (- c1) (- c2))))))
 (let ((?x1345 (- c1 ?x418)))
 (and (distinct ?x1345 c1) true))))
(assert
 (and (distinct 0 c2) true))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x4119 (- c2)))
(let ((?x1345 (- c1 (* c2 (ite (>= c2 0) (div c1 c2) (div (- c1) ?x4119))))))
(let ((?x2052 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x5673 (+ ?x2052 ?x1345)))
(let (($x282 (>= c2 0)))
(let ((?x824 (* c2 (ite $x282 (div (+ ?x2052 c1) c2) (div (- (+ ?x2052 c1)) ?x4119)))))
(let ((?x305 (+ ?x2052 c1)))
(let (($x284 (= (- ?x305 ?x824) (- ?x5673 (* c2 (ite $x282 (div ?x5673 c2) (div (- ?x5673) ?x4119)))))))
(let (($x407 (and (distinct 0 c2) true)))
(let (($x1406 (and (distinct 0 ok_x) true)))
(not (=> (and $x1406 $x407) (and $x1406 $x407 $x407 $x284))))))))))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c2 () Int)
(declare-fun c1 () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (< 0 c2))
(assert
 (let ((?x418 (* c2 (ite (>= c2 0) (div c1 c2) (div (- c1) (- c2))))))
 (let ((?x1345 (- c1 ?x418)))
 (and (distinct ?x1345 c1) true))))
(assert
 (and (distinct 0 c2) true))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x4119 (- c2)))
(let ((?x2052 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x305 (+ ?x2052 c1)))
(let (($x282 (>= c2 0)))
(let ((?x1345 (- c1 (* c2 (ite $x282 (div c1 c2) (div (- c1) ?x4119))))))
(let ((?x5673 (+ ?x2052 ?x1345)))
(let (($x59 (= (- ?x5673 (* c2 (ite $x282 (div ?x5673 c2) (div (- ?x5673) ?x4119)))) (- ?x305 (* c2 (ite $x282 (div ?x305 c2) (div (- ?x305) ?x4119)))))))
(let (($x407 (and (distinct 0 c2) true)))
(let (($x1406 (and (distinct 0 ok_x) true)))
(not (=> (and $x1406 $x407 $x407) (and $x1406 $x407 $x59)))))))))))))
(check-sat)
(pop)
