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
 (let ((?x46 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x1594 (- ?x46 (* c (ite (>= c 0) (div ?x46 c) (div (- ?x46) (- c)))))))
(let (($x20 (and (distinct 0 ok_x) true)))
(not (=> (and $x20 (and (distinct 0 c) true)) (and $x20 (= ?x1594 ?x46))))))))
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
 (let ((?x46 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x17 (>= c 0)))
(let (($x3012 (= ?x46 (- ?x46 (* c (ite $x17 (div ?x46 c) (div (- ?x46) (- c))))))))
(let (($x1337 (and (distinct 0 c) true)))
(let (($x20 (and (distinct 0 ok_x) true)))
(not (=> (and $x20) (and $x20 $x1337 $x3012)))))))))
(check-sat)
(pop)
