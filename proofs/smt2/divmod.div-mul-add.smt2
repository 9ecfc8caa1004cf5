; divmod/div-mul-add: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x3995 (- c)))
(let ((?x27 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x1993 (>= c 0)))
(let ((?x4421 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x53 (ite $x1993 (div (+ (* ?x4421 c) ?x27) c) (div (- (+ (* ?x4421 c) ?x27)) ?x3995))))
(let (($x41 (and (distinct 0 c) true)))
(let (($x1017 (and (distinct 0 ok_y) true)))
(let (($x39 (and (distinct 0 ok_x) true)))
(let (($x1918 (and $x39 $x1017 $x41 (= ?x53 (+ ?x4421 (ite $x1993 (div ?x27 c) (div (- ?x27) ?x3995)))))))
(not (=> (and $x39 $x1017 $x41) $x1918))))))))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x3995 (- c)))
(let ((?x27 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x4421 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x42 (+ (* ?x4421 c) ?x27)))
(let (($x1993 (>= c 0)))
(let (($x305 (= (+ ?x4421 (ite $x1993 (div ?x27 c) (div (- ?x27) ?x3995))) (ite $x1993 (div ?x42 c) (div (- ?x42) ?x3995)))))
(let (($x41 (and (distinct 0 c) true)))
(let (($x1017 (and (distinct 0 ok_y) true)))
(let (($x39 (and (distinct 0 ok_x) true)))
(not (=> (and $x39 $x1017 $x41) (and $x39 $x1017 $x41 $x305)))))))))))))
(check-sat)
(pop)
