; arith/mul-distribute-const: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c1 () Int)
(declare-fun c2 () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x4305 (* c1 c2)))
(let ((?x53 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x12 (and (distinct 0 ok_x) true)))
(let (($x18 (=> (and $x12) (and $x12 (= (* (+ ?x53 c1) c2) (+ (* ?x53 c2) ?x4305))))))
(not $x18))))))
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
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x53 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x12 (and (distinct 0 ok_x) true)))
(let (($x557 (and $x12 (= (+ (* ?x53 c2) (* c1 c2)) (* (+ ?x53 c1) c2)))))
(not (=> (and $x12) $x557))))))
(check-sat)
(pop)
