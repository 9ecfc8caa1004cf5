; divmod/div-add-mul: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x421 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x30 (- c)))
(let ((?x36 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x22 (>= c 0)))
(let ((?x4393 (ite $x22 (div (+ ?x36 (* ?x421 c)) c) (div (- (+ ?x36 (* ?x421 c))) ?x30))))
(let (($x1016 (and (distinct 0 ok_x) true)))
(let (($x15 (and (distinct 0 c) true)))
(let (($x37 (and (distinct 0 ok_y) true)))
(let (($x3024 (and $x37 $x15 $x1016 (= ?x4393 (+ (ite $x22 (div ?x36 c) (div (- ?x36) ?x30)) ?x421)))))
(not (=> (and $x37 $x1016 $x15) $x3024))))))))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x30 (- c)))
(let ((?x421 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x36 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x53 (+ ?x36 (* ?x421 c))))
(let (($x22 (>= c 0)))
(let (($x1920 (= (+ (ite $x22 (div ?x36 c) (div (- ?x36) ?x30)) ?x421) (ite $x22 (div ?x53 c) (div (- ?x53) ?x30)))))
(let (($x15 (and (distinct 0 c) true)))
(let (($x1016 (and (distinct 0 ok_x) true)))
(let (($x37 (and (distinct 0 ok_y) true)))
(not (=> (and $x37 $x15 $x1016) (and $x37 $x1016 $x15 $x1920)))))))))))))
(check-sat)
(pop)
