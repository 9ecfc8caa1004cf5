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
 (let ((?x779 (- c)))
(let ((?x1029 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x1861 (>= c 0)))
(let ((?x12466 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x37 (ite $x1861 (div (+ (* ?x12466 c) ?x1029) c) (div (- (+ (* ?x12466 c) ?x1029)) ?x779))))
(let (($x809 (and (distinct 0 c) true)))
(let (($x4303 (and (distinct 0 ok_y) true)))
(let (($x12505 (and (distinct 0 ok_x) true)))
(let (($x253 (and $x12505 $x4303 $x809 (= ?x37 (+ ?x12466 (ite $x1861 (div ?x1029 c) (div (- ?x1029) ?x779)))))))
(not (=> (and $x12505 $x4303 $x809) $x253))))))))))))
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
 (let ((?x779 (- c)))
(let ((?x1029 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x12466 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x2362 (+ (* ?x12466 c) ?x1029)))
(let (($x1861 (>= c 0)))
(let (($x3398 (= (+ ?x12466 (ite $x1861 (div ?x1029 c) (div (- ?x1029) ?x779))) (ite $x1861 (div ?x2362 c) (div (- ?x2362) ?x779)))))
(let (($x809 (and (distinct 0 c) true)))
(let (($x4303 (and (distinct 0 ok_y) true)))
(let (($x12505 (and (distinct 0 ok_x) true)))
(not (=> (and $x12505 $x4303 $x809) (and $x12505 $x4303 $x809 $x3398)))))))))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x581 (<= k_c 9223372036854775807)))
 (let (($x3390 (>= k_c (- 9223372036854775808))))
 (and $x3390 $x581))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x1344 (and (distinct 0 k_c) true)))
 (and true true $x1344)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop)
