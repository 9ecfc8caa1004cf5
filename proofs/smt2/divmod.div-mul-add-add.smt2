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
 (let ((?x3271 (- c)))
(let ((?x750 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x574 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x11274 (+ ?x574 ?x750)))
(let (($x6907 (>= c 0)))
(let ((?x5725 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x13064 (ite $x6907 (div (+ (+ (* ?x5725 c) ?x574) ?x750) c) (div (- (+ (+ (* ?x5725 c) ?x574) ?x750)) ?x3271))))
(let (($x23 (and (distinct 0 c) true)))
(let (($x20 (and (distinct 0 ok_z) true)))
(let (($x3424 (and (distinct 0 ok_y) true)))
(let (($x3392 (and (distinct 0 ok_x) true)))
(let (($x16516 (and $x3392 $x3424 $x20 $x23 (= ?x13064 (+ ?x5725 (ite $x6907 (div ?x11274 c) (div (- ?x11274) ?x3271)))))))
(not (=> (and $x3392 $x3424 $x20 $x23) $x16516)))))))))))))))
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
 (let ((?x3271 (- c)))
(let ((?x750 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x574 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x5725 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x5062 (+ (+ (* ?x5725 c) ?x574) ?x750)))
(let (($x6907 (>= c 0)))
(let ((?x16524 (+ ?x5725 (ite $x6907 (div (+ ?x574 ?x750) c) (div (- (+ ?x574 ?x750)) ?x3271)))))
(let (($x23 (and (distinct 0 c) true)))
(let (($x20 (and (distinct 0 ok_z) true)))
(let (($x3424 (and (distinct 0 ok_y) true)))
(let (($x3392 (and (distinct 0 ok_x) true)))
(let (($x1638 (and $x3392 $x3424 $x20 $x23 (= ?x16524 (ite $x6907 (div ?x5062 c) (div (- ?x5062) ?x3271))))))
(not (=> (and $x3392 $x3424 $x20 $x23) $x1638)))))))))))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x16573 (<= k_c 9223372036854775807)))
 (let (($x16582 (>= k_c (- 9223372036854775808))))
 (and $x16582 $x16573))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x6280 (and (distinct 0 k_c) true)))
 (and true true $x6280)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop)
