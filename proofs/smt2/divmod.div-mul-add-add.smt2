; divmod/div-mul-add-add: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_z () Int)
(declare-fun z () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x4063 (- c)))
(let ((?x37 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x1882 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x219 (+ ?x1882 ?x37)))
(let (($x4672 (>= c 0)))
(let ((?x12505 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x2471 (ite $x4672 (div (+ (+ (* ?x12505 c) ?x1882) ?x37) c) (div (- (+ (+ (* ?x12505 c) ?x1882) ?x37)) ?x4063))))
(let (($x4076 (and (distinct 0 c) true)))
(let (($x43 (and (distinct 0 ok_z) true)))
(let (($x142 (and (distinct 0 ok_y) true)))
(let (($x143 (and (distinct 0 ok_x) true)))
(let (($x2361 (and $x143 $x142 $x43 $x4076 (= ?x2471 (+ ?x12505 (ite $x4672 (div ?x219 c) (div (- ?x219) ?x4063)))))))
(not (=> (and $x143 $x142 $x43 $x4076) $x2361)))))))))))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_z () Int)
(declare-fun z () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x4063 (- c)))
(let ((?x37 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x1882 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x12505 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x3398 (+ (+ (* ?x12505 c) ?x1882) ?x37)))
(let (($x4672 (>= c 0)))
(let ((?x3603 (+ ?x12505 (ite $x4672 (div (+ ?x1882 ?x37) c) (div (- (+ ?x1882 ?x37)) ?x4063)))))
(let (($x4076 (and (distinct 0 c) true)))
(let (($x43 (and (distinct 0 ok_z) true)))
(let (($x142 (and (distinct 0 ok_y) true)))
(let (($x143 (and (distinct 0 ok_x) true)))
(let (($x1430 (and $x143 $x142 $x43 $x4076 (= ?x3603 (ite $x4672 (div ?x3398 c) (div (- ?x3398) ?x4063))))))
(not (=> (and $x143 $x142 $x43 $x4076) $x1430)))))))))))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x1369 (<= k_c 9223372036854775807)))
 (let (($x3072 (>= k_c (- 9223372036854775808))))
 (and $x3072 $x1369))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x3012 (and (distinct 0 k_c) true)))
 (and true true $x3012)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop)
