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
 (and (distinct (- 1) c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x8607 (- c)))
(let ((?x3840 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x52 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x1240 (+ ?x52 ?x3840)))
(let (($x4714 (>= c 0)))
(let ((?x4274 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x5249 (ite $x4714 (div (+ (+ (* ?x4274 c) ?x52) ?x3840) c) (div (- (+ (+ (* ?x4274 c) ?x52) ?x3840)) ?x8607))))
(let (($x424 (not (and (= c (- 1)) (= ?x1240 (- 2147483648))))))
(let (($x11167 (and (distinct c 0) true)))
(let (($x3716 (and (distinct ok_z 0) true)))
(let (($x1588 (and (distinct ok_y 0) true)))
(let (($x3982 (and (distinct ok_x 0) true)))
(let (($x12006 (and $x3982 $x1588 $x3716 $x11167 $x424 (= ?x5249 (+ ?x4274 (ite $x4714 (div ?x1240 c) (div (- ?x1240) ?x8607)))))))
(let (($x4062 (not (and (= c (- 1)) (= (+ (+ (* ?x4274 c) ?x52) ?x3840) (- 2147483648))))))
(not (=> (and $x3982 $x1588 $x3716 $x11167 $x4062) $x12006)))))))))))))))))
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
 (and (distinct (- 1) c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x8607 (- c)))
(let ((?x3840 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x52 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x4274 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x3356 (+ (+ (* ?x4274 c) ?x52) ?x3840)))
(let (($x4714 (>= c 0)))
(let ((?x3644 (+ ?x4274 (ite $x4714 (div (+ ?x52 ?x3840) c) (div (- (+ ?x52 ?x3840)) ?x8607)))))
(let (($x4062 (not (and (= c (- 1)) (= ?x3356 (- 2147483648))))))
(let (($x11167 (and (distinct c 0) true)))
(let (($x3716 (and (distinct ok_z 0) true)))
(let (($x1588 (and (distinct ok_y 0) true)))
(let (($x3982 (and (distinct ok_x 0) true)))
(let (($x11406 (and $x3982 $x1588 $x3716 $x11167 $x4062 (= ?x3644 (ite $x4714 (div ?x3356 c) (div (- ?x3356) ?x8607))))))
(let (($x424 (not (and (= c (- 1)) (= (+ ?x52 ?x3840) (- 2147483648))))))
(not (=> (and $x3982 $x1588 $x3716 $x11167 $x424) $x11406)))))))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x8591 (<= k_c 9223372036854775807)))
 (let (($x4052 (>= k_c (- 9223372036854775808))))
 (and $x4052 $x8591))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x1207 (and (distinct 0 k_c) true)))
 (and true true $x1207)))
(assert
 (let (($x4512 (and (distinct (- 1) k_c) true)))
 (and true true $x4512)))
(assert
 (not (and (and (distinct 0 k_c) true) (and (distinct (- 1) k_c) true))))
(check-sat)
(pop 1)
(exit)
