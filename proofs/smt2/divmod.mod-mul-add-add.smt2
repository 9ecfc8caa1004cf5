; divmod/mod-mul-add-add: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_z () Int)
(declare-fun z () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x3906 (- c)))
(let ((?x3354 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x17 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x7 (+ ?x17 ?x3354)))
(let (($x3883 (>= c 0)))
(let ((?x15034 (ite $x3883 (div (+ (+ (* x c) ?x17) ?x3354) c) (div (- (+ (+ (* x c) ?x17) ?x3354)) ?x3906))))
(let ((?x1296 (+ (+ (* x c) ?x17) ?x3354)))
(let (($x15974 (= (- ?x1296 (* c ?x15034)) (- ?x7 (* c (ite $x3883 (div ?x7 c) (div (- ?x7) ?x3906)))))))
(let (($x143 (and (distinct 0 c) true)))
(let (($x34 (and (distinct 0 ok_z) true)))
(let (($x6823 (and (distinct 0 ok_y) true)))
(not (=> (and $x6823 $x34 $x143) (and $x6823 $x34 $x143 $x15974)))))))))))))))
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
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x3906 (- c)))
(let ((?x3354 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x17 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x1296 (+ (+ (* x c) ?x17) ?x3354)))
(let (($x3883 (>= c 0)))
(let ((?x6143 (* c (ite $x3883 (div (+ ?x17 ?x3354) c) (div (- (+ ?x17 ?x3354)) ?x3906)))))
(let ((?x7 (+ ?x17 ?x3354)))
(let (($x3384 (= (- ?x7 ?x6143) (- ?x1296 (* c (ite $x3883 (div ?x1296 c) (div (- ?x1296) ?x3906)))))))
(let (($x143 (and (distinct 0 c) true)))
(let (($x34 (and (distinct 0 ok_z) true)))
(let (($x6823 (and (distinct 0 ok_y) true)))
(not (=> (and $x6823 $x34 $x143) (and $x6823 $x34 $x143 $x3384)))))))))))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x15639 (<= k_c 9223372036854775807)))
 (let (($x2404 (>= k_c (- 9223372036854775808))))
 (and $x2404 $x15639))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x8649 (and (distinct 0 k_c) true)))
 (and true true $x8649)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop)
