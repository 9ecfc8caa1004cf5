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
 (let ((?x1337 (- c)))
(let ((?x64 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x13 (>= c 0)))
(let ((?x2458 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x43 (ite $x13 (div (+ (* ?x2458 c) ?x64) c) (div (- (+ (* ?x2458 c) ?x64)) ?x1337))))
(let (($x53 (and (distinct 0 c) true)))
(let (($x309 (and (distinct 0 ok_y) true)))
(let (($x1792 (and (distinct 0 ok_x) true)))
(let (($x1594 (and $x1792 $x309 $x53 (= ?x43 (+ ?x2458 (ite $x13 (div ?x64 c) (div (- ?x64) ?x1337)))))))
(not (=> (and $x1792 $x309 $x53) $x1594))))))))))))
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
 (let ((?x1337 (- c)))
(let ((?x64 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x2458 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x366 (+ (* ?x2458 c) ?x64)))
(let (($x13 (>= c 0)))
(let (($x47 (= (+ ?x2458 (ite $x13 (div ?x64 c) (div (- ?x64) ?x1337))) (ite $x13 (div ?x366 c) (div (- ?x366) ?x1337)))))
(let (($x53 (and (distinct 0 c) true)))
(let (($x309 (and (distinct 0 ok_y) true)))
(let (($x1792 (and (distinct 0 ok_x) true)))
(not (=> (and $x1792 $x309 $x53) (and $x1792 $x309 $x53 $x47)))))))))))))
(check-sat)
(pop)
