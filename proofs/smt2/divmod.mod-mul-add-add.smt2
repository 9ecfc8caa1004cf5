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
 (let ((?x53 (- c)))
(let ((?x3659 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x3763 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x3982 (+ ?x3763 ?x3659)))
(let (($x3698 (>= c 0)))
(let ((?x3707 (ite $x3698 (div (+ (+ (* x c) ?x3763) ?x3659) c) (div (- (+ (+ (* x c) ?x3763) ?x3659)) ?x53))))
(let ((?x3442 (+ (+ (* x c) ?x3763) ?x3659)))
(let (($x1296 (= (- ?x3442 (* c ?x3707)) (- ?x3982 (* c (ite $x3698 (div ?x3982 c) (div (- ?x3982) ?x53)))))))
(let (($x3432 (and (distinct c 0) true)))
(let (($x3882 (and (distinct ok_z 0) true)))
(let (($x4617 (and (distinct ok_y 0) true)))
(not (=> (and $x4617 $x3882 $x3432) (and $x4617 $x3882 $x3432 $x1296)))))))))))))))
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
 (let ((?x53 (- c)))
(let ((?x3659 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x3763 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x136 (* x c)))
(let ((?x3442 (+ (+ ?x136 ?x3763) ?x3659)))
(let (($x3698 (>= c 0)))
(let ((?x36 (* c (ite $x3698 (div (+ ?x3763 ?x3659) c) (div (- (+ ?x3763 ?x3659)) ?x53)))))
(let ((?x3982 (+ ?x3763 ?x3659)))
(let (($x611 (= (- ?x3982 ?x36) (- ?x3442 (* c (ite $x3698 (div ?x3442 c) (div (- ?x3442) ?x53)))))))
(let (($x3432 (and (distinct c 0) true)))
(let (($x3882 (and (distinct ok_z 0) true)))
(let (($x4617 (and (distinct ok_y 0) true)))
(not (=> (and $x4617 $x3882 $x3432) (and $x4617 $x3882 $x3432 $x611))))))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x4294 (<= k_c 9223372036854775807)))
 (let (($x3811 (>= k_c (- 9223372036854775808))))
 (and $x3811 $x4294))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x15382 (and (distinct 0 k_c) true)))
 (and true true $x15382)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop 1)
(exit)
