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
 (let ((?x17 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x22 (>= c 0)))
(let (($x49 (= (ite $x22 (div (* ?x17 c) c) (div (- (* ?x17 c)) (- c))) ?x17)))
(let (($x53 (and (distinct 0 ok_x) true)))
(not (=> (and $x53 (and (distinct 0 c) true)) (and $x53 $x49))))))))
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
 (let ((?x17 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x574 (* ?x17 c)))
(let (($x22 (>= c 0)))
(let (($x15 (and (distinct 0 c) true)))
(let (($x53 (and (distinct 0 ok_x) true)))
(let (($x5673 (and $x53 $x15 (= ?x17 (ite $x22 (div ?x574 c) (div (- ?x574) (- c)))))))
(not (=> (and $x53) $x5673)))))))))
(check-sat)
(pop)
