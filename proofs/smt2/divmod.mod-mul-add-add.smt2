; divmod/mod-mul-add-add: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
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
 (let ((?x3848 (- c)))
(let ((?x2988 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x3476 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x4701 (+ ?x3476 ?x2988)))
(let (($x1217 (>= c 0)))
(let ((?x444 (ite $x1217 (div (+ (+ (* x c) ?x3476) ?x2988) c) (div (- (+ (+ (* x c) ?x3476) ?x2988)) ?x3848))))
(let ((?x2497 (+ (+ (* x c) ?x3476) ?x2988)))
(let (($x3665 (= (- ?x2497 (* c ?x444)) (- ?x4701 (* c (ite $x1217 (div ?x4701 c) (div (- ?x4701) ?x3848)))))))
(let (($x4142 (and (distinct c 0) true)))
(let (($x3300 (and (distinct ok_z 0) true)))
(let (($x3756 (and (distinct ok_y 0) true)))
(not (=> (and $x3756 $x3300 $x4142) (and $x3756 $x3300 $x4142 $x3665)))))))))))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
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
 (let ((?x3848 (- c)))
(let ((?x2988 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x3476 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x2497 (+ (+ (* x c) ?x3476) ?x2988)))
(let (($x1217 (>= c 0)))
(let ((?x3943 (* c (ite $x1217 (div (+ ?x3476 ?x2988) c) (div (- (+ ?x3476 ?x2988)) ?x3848)))))
(let ((?x4701 (+ ?x3476 ?x2988)))
(let (($x3285 (= (- ?x4701 ?x3943) (- ?x2497 (* c (ite $x1217 (div ?x2497 c) (div (- ?x2497) ?x3848)))))))
(let (($x4142 (and (distinct c 0) true)))
(let (($x3300 (and (distinct ok_z 0) true)))
(let (($x3756 (and (distinct ok_y 0) true)))
(not (=> (and $x3756 $x3300 $x4142) (and $x3756 $x3300 $x4142 $x3285)))))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x2533 (<= k_c 9223372036854775807)))
 (let (($x4011 (>= k_c (- 9223372036854775808))))
 (and $x4011 $x2533))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x1067 (and (distinct 0 k_c) true)))
 (and true true $x1067)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop 1)
(exit)
