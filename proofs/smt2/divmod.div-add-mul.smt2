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
 (let ((?x46 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x37 (- c)))
(let ((?x3072 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x17 (>= c 0)))
(let ((?x53 (ite $x17 (div (+ ?x3072 (* ?x46 c)) c) (div (- (+ ?x3072 (* ?x46 c))) ?x37))))
(let (($x20 (and (distinct 0 ok_x) true)))
(let (($x1337 (and (distinct 0 c) true)))
(let (($x809 (and (distinct 0 ok_y) true)))
(let (($x750 (and $x809 $x1337 $x20 (= ?x53 (+ (ite $x17 (div ?x3072 c) (div (- ?x3072) ?x37)) ?x46)))))
(not (=> (and $x809 $x20 $x1337) $x750))))))))))))
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
 (let ((?x37 (- c)))
(let ((?x46 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x3072 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x1907 (+ ?x3072 (* ?x46 c))))
(let (($x17 (>= c 0)))
(let (($x2464 (= (+ (ite $x17 (div ?x3072 c) (div (- ?x3072) ?x37)) ?x46) (ite $x17 (div ?x1907 c) (div (- ?x1907) ?x37)))))
(let (($x1337 (and (distinct 0 c) true)))
(let (($x20 (and (distinct 0 ok_x) true)))
(let (($x809 (and (distinct 0 ok_y) true)))
(not (=> (and $x809 $x1337 $x20) (and $x809 $x20 $x1337 $x2464)))))))))))))
(check-sat)
(pop)
