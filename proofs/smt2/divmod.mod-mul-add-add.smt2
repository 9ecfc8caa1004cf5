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
 (let ((?x37 (- c)))
(let ((?x4320 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x1942 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x2975 (+ ?x1942 ?x4320)))
(let (($x309 (>= c 0)))
(let ((?x50 (ite $x309 (div (+ (+ (* x c) ?x1942) ?x4320) c) (div (- (+ (+ (* x c) ?x1942) ?x4320)) ?x37))))
(let ((?x3780 (+ (+ (* x c) ?x1942) ?x4320)))
(let (($x786 (= (- ?x3780 (* c ?x50)) (- ?x2975 (* c (ite $x309 (div ?x2975 c) (div (- ?x2975) ?x37)))))))
(let (($x2362 (and (distinct 0 c) true)))
(let (($x10032 (and (distinct 0 ok_z) true)))
(let (($x805 (and (distinct 0 ok_y) true)))
(not (=> (and $x805 $x10032 $x2362) (and $x805 $x10032 $x2362 $x786)))))))))))))))
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
 (let ((?x37 (- c)))
(let ((?x4320 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x1942 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x1937 (* x c)))
(let ((?x3780 (+ (+ ?x1937 ?x1942) ?x4320)))
(let (($x309 (>= c 0)))
(let ((?x3398 (* c (ite $x309 (div (+ ?x1942 ?x4320) c) (div (- (+ ?x1942 ?x4320)) ?x37)))))
(let ((?x2975 (+ ?x1942 ?x4320)))
(let (($x5018 (= (- ?x2975 ?x3398) (- ?x3780 (* c (ite $x309 (div ?x3780 c) (div (- ?x3780) ?x37)))))))
(let (($x2362 (and (distinct 0 c) true)))
(let (($x10032 (and (distinct 0 ok_z) true)))
(let (($x805 (and (distinct 0 ok_y) true)))
(not (=> (and $x805 $x10032 $x2362) (and $x805 $x10032 $x2362 $x5018))))))))))))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x2077 (<= k_c 9223372036854775807)))
 (let (($x4305 (>= k_c (- 9223372036854775808))))
 (and $x4305 $x2077))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x3910 (and (distinct 0 k_c) true)))
 (and true true $x3910)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop)
