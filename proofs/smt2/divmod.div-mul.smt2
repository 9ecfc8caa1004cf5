; divmod/div-mul: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x2150 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x4386 (>= c 0)))
(let (($x3088 (= (ite $x4386 (div (* ?x2150 c) c) (div (- (* ?x2150 c)) (- c))) ?x2150)))
(let (($x3224 (and (distinct ok_x 0) true)))
(not (=> (and $x3224 (and (distinct c 0) true)) (and $x3224 $x3088))))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x2150 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x4236 (* ?x2150 c)))
(let (($x4386 (>= c 0)))
(let (($x4033 (and (distinct c 0) true)))
(let (($x3224 (and (distinct ok_x 0) true)))
(let (($x4031 (and $x3224 $x4033 (= ?x2150 (ite $x4386 (div ?x4236 c) (div (- ?x4236) (- c)))))))
(not (=> (and $x3224) $x4031)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x5119 (<= k_c 9223372036854775807)))
 (let (($x38 (>= k_c (- 9223372036854775808))))
 (and $x38 $x5119))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x3675 (and (distinct 0 k_c) true)))
 (and true true $x3675)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop 1)
(exit)
