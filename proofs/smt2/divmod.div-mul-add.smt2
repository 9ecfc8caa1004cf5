; divmod/div-mul-add: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x5119 (- c)))
(let ((?x2497 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x3506 (>= c 0)))
(let ((?x4701 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x14352 (ite $x3506 (div (+ (* ?x4701 c) ?x2497) c) (div (- (+ (* ?x4701 c) ?x2497)) ?x5119))))
(let (($x4044 (and (distinct c 0) true)))
(let (($x3486 (and (distinct ok_y 0) true)))
(let (($x3172 (and (distinct ok_x 0) true)))
(let (($x4647 (and $x3172 $x3486 $x4044 (= ?x14352 (+ ?x4701 (ite $x3506 (div ?x2497 c) (div (- ?x2497) ?x5119)))))))
(not (=> (and $x3172 $x3486 $x4044) $x4647))))))))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x5119 (- c)))
(let ((?x2497 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x4701 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x2988 (+ (* ?x4701 c) ?x2497)))
(let (($x3506 (>= c 0)))
(let (($x1038 (= (+ ?x4701 (ite $x3506 (div ?x2497 c) (div (- ?x2497) ?x5119))) (ite $x3506 (div ?x2988 c) (div (- ?x2988) ?x5119)))))
(let (($x4044 (and (distinct c 0) true)))
(let (($x3486 (and (distinct ok_y 0) true)))
(let (($x3172 (and (distinct ok_x 0) true)))
(not (=> (and $x3172 $x3486 $x4044) (and $x3172 $x3486 $x4044 $x1038)))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x1565 (<= k_c 9223372036854775807)))
 (let (($x1067 (>= k_c (- 9223372036854775808))))
 (and $x1067 $x1565))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x1034 (and (distinct 0 k_c) true)))
 (and true true $x1034)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop 1)
(exit)
