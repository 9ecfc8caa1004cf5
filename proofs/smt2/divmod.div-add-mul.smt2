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
 (let ((?x334 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x3354 (- c)))
(let ((?x3237 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x34 (>= c 0)))
(let ((?x3384 (ite $x34 (div (+ ?x3237 (* ?x334 c)) c) (div (- (+ ?x3237 (* ?x334 c))) ?x3354))))
(let (($x23 (and (distinct 0 ok_x) true)))
(let (($x557 (and (distinct 0 c) true)))
(let (($x3601 (and (distinct 0 ok_y) true)))
(let (($x28 (and $x3601 $x557 $x23 (= ?x3384 (+ (ite $x34 (div ?x3237 c) (div (- ?x3237) ?x3354)) ?x334)))))
(not (=> (and $x3601 $x23 $x557) $x28))))))))))))
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
 (let ((?x3354 (- c)))
(let ((?x334 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x3237 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x136 (+ ?x3237 (* ?x334 c))))
(let (($x34 (>= c 0)))
(let (($x40 (= (+ (ite $x34 (div ?x3237 c) (div (- ?x3237) ?x3354)) ?x334) (ite $x34 (div ?x136 c) (div (- ?x136) ?x3354)))))
(let (($x557 (and (distinct 0 c) true)))
(let (($x23 (and (distinct 0 ok_x) true)))
(let (($x3601 (and (distinct 0 ok_y) true)))
(not (=> (and $x3601 $x557 $x23) (and $x3601 $x23 $x557 $x40)))))))))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x12 (<= k_c 9223372036854775807)))
 (let (($x2900 (>= k_c (- 9223372036854775808))))
 (and $x2900 $x12))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x7504 (and (distinct 0 k_c) true)))
 (and true true $x7504)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop)
