; divmod/mod-mul-add: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x3995 (- c)))
(let ((?x27 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x1993 (>= c 0)))
(let ((?x3458 (ite $x1993 (div (+ (* x c) ?x27) c) (div (- (+ (* x c) ?x27)) ?x3995))))
(let ((?x1704 (* x c)))
(let ((?x421 (+ ?x1704 ?x27)))
(let (($x1252 (= (- ?x421 (* c ?x3458)) (- ?x27 (* c (ite $x1993 (div ?x27 c) (div (- ?x27) ?x3995)))))))
(let (($x41 (and (distinct 0 c) true)))
(let (($x1017 (and (distinct 0 ok_y) true)))
(not (=> (and $x1017 $x41) (and $x1017 $x41 $x1252)))))))))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x3995 (- c)))
(let ((?x27 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x1704 (* x c)))
(let ((?x421 (+ ?x1704 ?x27)))
(let (($x1993 (>= c 0)))
(let (($x91 (= (- ?x27 (* c (ite $x1993 (div ?x27 c) (div (- ?x27) ?x3995)))) (- ?x421 (* c (ite $x1993 (div ?x421 c) (div (- ?x421) ?x3995)))))))
(let (($x41 (and (distinct 0 c) true)))
(let (($x1017 (and (distinct 0 ok_y) true)))
(not (=> (and $x1017 $x41) (and $x1017 $x41 $x91))))))))))))
(check-sat)
(pop)
