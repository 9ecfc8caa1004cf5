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
 (let ((?x30 (- c)))
(let ((?x36 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x22 (>= c 0)))
(let ((?x2973 (ite $x22 (div (+ ?x36 (* x c)) c) (div (- (+ ?x36 (* x c))) ?x30))))
(let ((?x3347 (+ ?x36 (* x c))))
(let (($x4026 (= (- ?x3347 (* c ?x2973)) (- ?x36 (* c (ite $x22 (div ?x36 c) (div (- ?x36) ?x30)))))))
(let (($x15 (and (distinct 0 c) true)))
(let (($x37 (and (distinct 0 ok_y) true)))
(not (=> (and $x37 $x15) (and $x37 $x15 $x4026))))))))))))
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
 (let ((?x30 (- c)))
(let ((?x36 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x3347 (+ ?x36 (* x c))))
(let (($x22 (>= c 0)))
(let (($x3927 (= (- ?x36 (* c (ite $x22 (div ?x36 c) (div (- ?x36) ?x30)))) (- ?x3347 (* c (ite $x22 (div ?x3347 c) (div (- ?x3347) ?x30)))))))
(let (($x15 (and (distinct 0 c) true)))
(let (($x37 (and (distinct 0 ok_y) true)))
(not (=> (and $x37 $x15) (and $x37 $x15 $x3927)))))))))))
(check-sat)
(pop)
