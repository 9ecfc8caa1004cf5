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
 (let ((?x975 (- c)))
(let ((?x4240 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x3479 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x17 (+ ?x3479 ?x4240)))
(let (($x1897 (>= c 0)))
(let ((?x2995 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x2332 (ite $x1897 (div (+ (+ (* ?x2995 c) ?x3479) ?x4240) c) (div (- (+ (+ (* ?x2995 c) ?x3479) ?x4240)) ?x975))))
(let (($x444 (and (distinct c 0) true)))
(let (($x3879 (and (distinct ok_z 0) true)))
(let (($x2947 (and (distinct ok_y 0) true)))
(let (($x3265 (and (distinct ok_x 0) true)))
(let (($x1527 (and $x3265 $x2947 $x3879 $x444 (= ?x2332 (+ ?x2995 (ite $x1897 (div ?x17 c) (div (- ?x17) ?x975)))))))
(not (=> (and $x3265 $x2947 $x3879 $x444) $x1527)))))))))))))))
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
 (let ((?x975 (- c)))
(let ((?x4240 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x3479 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x2995 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x180 (+ (+ (* ?x2995 c) ?x3479) ?x4240)))
(let (($x1897 (>= c 0)))
(let ((?x900 (+ ?x2995 (ite $x1897 (div (+ ?x3479 ?x4240) c) (div (- (+ ?x3479 ?x4240)) ?x975)))))
(let (($x444 (and (distinct c 0) true)))
(let (($x3879 (and (distinct ok_z 0) true)))
(let (($x2947 (and (distinct ok_y 0) true)))
(let (($x3265 (and (distinct ok_x 0) true)))
(let (($x3494 (and $x3265 $x2947 $x3879 $x444 (= ?x900 (ite $x1897 (div ?x180 c) (div (- ?x180) ?x975))))))
(not (=> (and $x3265 $x2947 $x3879 $x444) $x3494)))))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x3905 (<= k_c 9223372036854775807)))
 (let (($x19 (>= k_c (- 9223372036854775808))))
 (and $x19 $x3905))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x29 (and (distinct 0 k_c) true)))
 (and true true $x29)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop 1)
(exit)
