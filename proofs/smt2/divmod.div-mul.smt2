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
 (let ((?x4134 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x6170 (>= c 0)))
(let (($x5565 (= (ite $x6170 (div (* ?x4134 c) c) (div (- (* ?x4134 c)) (- c))) ?x4134)))
(let (($x2028 (and (distinct ok_x 0) true)))
(not (=> (and $x2028 (and (distinct c 0) true)) (and $x2028 $x5565))))))))
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
 (let ((?x4134 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x16 (* ?x4134 c)))
(let (($x6170 (>= c 0)))
(let (($x37 (and (distinct c 0) true)))
(let (($x2028 (and (distinct ok_x 0) true)))
(let (($x1296 (and $x2028 $x37 (= ?x4134 (ite $x6170 (div ?x16 c) (div (- ?x16) (- c)))))))
(not (=> (and $x2028) $x1296)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x3988 (<= k_c 9223372036854775807)))
 (let (($x4707 (>= k_c (- 9223372036854775808))))
 (and $x4707 $x3988))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x4311 (and (distinct 0 k_c) true)))
 (and true true $x4311)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop 1)
(exit)
