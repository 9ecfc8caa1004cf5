; divmod/mod-add-mul: refinement both ways; every check-sat must answer unsat
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
 (let ((?x3868 (- c)))
(let ((?x3073 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x3139 (>= c 0)))
(let ((?x3189 (ite $x3139 (div (+ ?x3073 (* x c)) c) (div (- (+ ?x3073 (* x c))) ?x3868))))
(let ((?x3923 (+ ?x3073 (* x c))))
(let (($x3733 (= (- ?x3923 (* c ?x3189)) (- ?x3073 (* c (ite $x3139 (div ?x3073 c) (div (- ?x3073) ?x3868)))))))
(let (($x2621 (and (distinct 0 c) true)))
(let (($x8523 (and (distinct 0 ok_y) true)))
(not (=> (and $x8523 $x2621) (and $x8523 $x2621 $x3733))))))))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun x () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x3868 (- c)))
(let ((?x3073 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x3923 (+ ?x3073 (* x c))))
(let (($x3139 (>= c 0)))
(let (($x4081 (= (- ?x3073 (* c (ite $x3139 (div ?x3073 c) (div (- ?x3073) ?x3868)))) (- ?x3923 (* c (ite $x3139 (div ?x3923 c) (div (- ?x3923) ?x3868)))))))
(let (($x2621 (and (distinct 0 c) true)))
(let (($x8523 (and (distinct 0 ok_y) true)))
(not (=> (and $x8523 $x2621) (and $x8523 $x2621 $x4081)))))))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x2910 (<= k_c 9223372036854775807)))
 (let (($x4066 (>= k_c (- 9223372036854775808))))
 (and $x4066 $x2910))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x32 (and (distinct 0 k_c) true)))
 (and true true $x32)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop)
