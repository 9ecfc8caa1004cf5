; divmod/mod-mul-add: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x1051 (- c)))
(let ((?x3923 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x3189 (>= c 0)))
(let ((?x2621 (ite $x3189 (div (+ (* x c) ?x3923) c) (div (- (+ (* x c) ?x3923)) ?x1051))))
(let ((?x3016 (+ (* x c) ?x3923)))
(let (($x16 (= (- ?x3016 (* c ?x2621)) (- ?x3923 (* c (ite $x3189 (div ?x3923 c) (div (- ?x3923) ?x1051)))))))
(let (($x9 (and (distinct 0 c) true)))
(let (($x3073 (and (distinct 0 ok_y) true)))
(not (=> (and $x3073 $x9) (and $x3073 $x9 $x16))))))))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x1051 (- c)))
(let ((?x3923 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x3016 (+ (* x c) ?x3923)))
(let (($x3189 (>= c 0)))
(let (($x3802 (= (- ?x3923 (* c (ite $x3189 (div ?x3923 c) (div (- ?x3923) ?x1051)))) (- ?x3016 (* c (ite $x3189 (div ?x3016 c) (div (- ?x3016) ?x1051)))))))
(let (($x9 (and (distinct 0 c) true)))
(let (($x3073 (and (distinct 0 ok_y) true)))
(not (=> (and $x3073 $x9) (and $x3073 $x9 $x3802)))))))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x43 (<= k_c 9223372036854775807)))
 (let (($x3535 (>= k_c (- 9223372036854775808))))
 (and $x3535 $x43))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x2257 (and (distinct 0 k_c) true)))
 (and true true $x2257)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop)
