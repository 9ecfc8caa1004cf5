; divmod/div-mul-add-add: refinement both ways; every check-sat must answer unsat
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
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x4652 (- c)))
(let ((?x3786 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x1099 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x2233 (+ ?x1099 ?x3786)))
(let (($x3335 (>= c 0)))
(let ((?x3384 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x16 (ite $x3335 (div (+ (+ (* ?x3384 c) ?x1099) ?x3786) c) (div (- (+ (+ (* ?x3384 c) ?x1099) ?x3786)) ?x4652))))
(let (($x805 (and (distinct c 0) true)))
(let (($x3408 (and (distinct ok_z 0) true)))
(let (($x3838 (and (distinct ok_y 0) true)))
(let (($x2681 (and (distinct ok_x 0) true)))
(let (($x22 (and $x2681 $x3838 $x3408 $x805 (= ?x16 (+ ?x3384 (ite $x3335 (div ?x2233 c) (div (- ?x2233) ?x4652)))))))
(not (=> (and $x2681 $x3838 $x3408 $x805) $x22)))))))))))))))
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
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x4652 (- c)))
(let ((?x3786 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x1099 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x3384 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x4171 (+ (+ (* ?x3384 c) ?x1099) ?x3786)))
(let (($x3335 (>= c 0)))
(let ((?x2458 (+ ?x3384 (ite $x3335 (div (+ ?x1099 ?x3786) c) (div (- (+ ?x1099 ?x3786)) ?x4652)))))
(let (($x805 (and (distinct c 0) true)))
(let (($x3408 (and (distinct ok_z 0) true)))
(let (($x3838 (and (distinct ok_y 0) true)))
(let (($x2681 (and (distinct ok_x 0) true)))
(let (($x5936 (and $x2681 $x3838 $x3408 $x805 (= ?x2458 (ite $x3335 (div ?x4171 c) (div (- ?x4171) ?x4652))))))
(not (=> (and $x2681 $x3838 $x3408 $x805) $x5936)))))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x4298 (<= k_c 9223372036854775807)))
 (let (($x3729 (>= k_c (- 9223372036854775808))))
 (and $x3729 $x4298))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x2087 (and (distinct 0 k_c) true)))
 (and true true $x2087)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop 1)
(exit)
