; divmod/div-mul: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
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
 (let ((?x4033 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3988 (>= c 0)))
(let (($x27 (= (ite $x3988 (div (* ?x4033 c) c) (div (- (* ?x4033 c)) (- c))) ?x4033)))
(let (($x136 (and (distinct 0 ok_x) true)))
(not (=> (and $x136 (and (distinct 0 c) true)) (and $x136 $x27))))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
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
 (let ((?x4033 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x34 (* ?x4033 c)))
(let (($x3988 (>= c 0)))
(let (($x50 (and (distinct 0 c) true)))
(let (($x136 (and (distinct 0 ok_x) true)))
(let (($x7 (and $x136 $x50 (= ?x4033 (ite $x3988 (div ?x34 c) (div (- ?x34) (- c)))))))
(not (=> (and $x136) $x7)))))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x1594 (<= k_c 9223372036854775807)))
 (let (($x3846 (>= k_c (- 9223372036854775808))))
 (and $x3846 $x1594))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x3384 (and (distinct 0 k_c) true)))
 (and true true $x3384)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop)
