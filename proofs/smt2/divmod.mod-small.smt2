; divmod/mod-small: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun c () Int)
(declare-fun ok_x () Int)
(assert
 (<= 0 x))
(assert
 (< x c))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x2458 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x38 (- ?x2458 (* c (ite (>= c 0) (div ?x2458 c) (div (- ?x2458) (- c)))))))
(let (($x1792 (and (distinct 0 ok_x) true)))
(not (=> (and $x1792 (and (distinct 0 c) true)) (and $x1792 (= ?x38 ?x2458))))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun c () Int)
(declare-fun ok_x () Int)
(assert
 (<= 0 x))
(assert
 (< x c))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x2458 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x13 (>= c 0)))
(let (($x1182 (= ?x2458 (- ?x2458 (* c (ite $x13 (div ?x2458 c) (div (- ?x2458) (- c))))))))
(let (($x53 (and (distinct 0 c) true)))
(let (($x1792 (and (distinct 0 ok_x) true)))
(not (=> (and $x1792) (and $x1792 $x53 $x1182)))))))))
(check-sat)
(pop)
