; divmod/mod-add-mul: refinement both ways; every check-sat must answer unsat
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
(let ((?x25 (ite $x1993 (div (+ ?x27 (* x c)) c) (div (- (+ ?x27 (* x c))) ?x3995))))
(let ((?x1704 (* x c)))
(let ((?x20 (+ ?x27 ?x1704)))
(let (($x3024 (= (- ?x20 (* c ?x25)) (- ?x27 (* c (ite $x1993 (div ?x27 c) (div (- ?x27) ?x3995)))))))
(let (($x41 (and (distinct 0 c) true)))
(let (($x1017 (and (distinct 0 ok_y) true)))
(not (=> (and $x1017 $x41) (and $x1017 $x41 $x3024)))))))))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun x () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x3995 (- c)))
(let ((?x1704 (* x c)))
(let ((?x27 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x20 (+ ?x27 ?x1704)))
(let (($x1993 (>= c 0)))
(let (($x10 (= (- ?x27 (* c (ite $x1993 (div ?x27 c) (div (- ?x27) ?x3995)))) (- ?x20 (* c (ite $x1993 (div ?x20 c) (div (- ?x20) ?x3995)))))))
(let (($x41 (and (distinct 0 c) true)))
(let (($x1017 (and (distinct 0 ok_y) true)))
(not (=> (and $x1017 $x41) (and $x1017 $x41 $x10))))))))))))
(check-sat)
(pop)
