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
 (let ((?x3879 (- c)))
(let ((?x24 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x8428 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x187 (+ ?x8428 ?x24)))
(let (($x4707 (>= c 0)))
(let ((?x3224 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x3249 (ite $x4707 (div (+ (+ (* ?x3224 c) ?x8428) ?x24) c) (div (- (+ (+ (* ?x3224 c) ?x8428) ?x24)) ?x3879))))
(let (($x3265 (and (distinct c 0) true)))
(let (($x1305 (and (distinct ok_z 0) true)))
(let (($x1973 (and (distinct ok_y 0) true)))
(let (($x11763 (and (distinct ok_x 0) true)))
(let (($x30 (and $x11763 $x1973 $x1305 $x3265 (= ?x3249 (+ ?x3224 (ite $x4707 (div ?x187 c) (div (- ?x187) ?x3879)))))))
(not (=> (and $x11763 $x1973 $x1305 $x3265) $x30)))))))))))))))
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
 (let ((?x3879 (- c)))
(let ((?x24 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x8428 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x3224 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x3754 (+ (+ (* ?x3224 c) ?x8428) ?x24)))
(let (($x4707 (>= c 0)))
(let ((?x2136 (+ ?x3224 (ite $x4707 (div (+ ?x8428 ?x24) c) (div (- (+ ?x8428 ?x24)) ?x3879)))))
(let (($x3265 (and (distinct c 0) true)))
(let (($x1305 (and (distinct ok_z 0) true)))
(let (($x1973 (and (distinct ok_y 0) true)))
(let (($x11763 (and (distinct ok_x 0) true)))
(let (($x3251 (and $x11763 $x1973 $x1305 $x3265 (= ?x2136 (ite $x4707 (div ?x3754 c) (div (- ?x3754) ?x3879))))))
(not (=> (and $x11763 $x1973 $x1305 $x3265) $x3251)))))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x10875 (<= k_c 9223372036854775807)))
 (let (($x10430 (>= k_c (- 9223372036854775808))))
 (and $x10430 $x10875))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x14968 (and (distinct 0 k_c) true)))
 (and true true $x14968)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop 1)
(exit)
