; divmod/div-mul: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x59 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1993 (>= c 0)))
(let (($x52 (= (ite $x1993 (div (* ?x59 c) c) (div (- (* ?x59 c)) (- c))) ?x59)))
(let (($x12 (and (distinct 0 ok_x) true)))
(not (=> (and $x12 (and (distinct 0 c) true)) (and $x12 $x52))))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x59 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x48 (* ?x59 c)))
(let (($x1993 (>= c 0)))
(let (($x41 (and (distinct 0 c) true)))
(let (($x12 (and (distinct 0 ok_x) true)))
(let (($x42 (and $x12 $x41 (= ?x59 (ite $x1993 (div ?x48 c) (div (- ?x48) (- c)))))))
(not (=> (and $x12) $x42)))))))))
(check-sat)
(pop)
