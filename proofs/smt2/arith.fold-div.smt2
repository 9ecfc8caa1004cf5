; arith/fold-div: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c2 () Int)
(declare-fun c1 () Int)
(assert
 (and (distinct 0 c2) true))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x143 (div c1 c2)))
(let (($x4305 (>= c2 0)))
(let ((?x16 (ite $x4305 ?x143 (div (- c1) (- c2)))))
(let (($x1594 (and (distinct 0 c2) true)))
(not (=> (and $x1594) (and $x1594 (= ?x16 ?x16)))))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c2 () Int)
(declare-fun c1 () Int)
(assert
 (and (distinct 0 c2) true))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x143 (div c1 c2)))
(let (($x4305 (>= c2 0)))
(let ((?x16 (ite $x4305 ?x143 (div (- c1) (- c2)))))
(let (($x1594 (and (distinct 0 c2) true)))
(not (=> (and $x1594) (and $x1594 (= ?x16 ?x16)))))))))
(check-sat)
(pop)
