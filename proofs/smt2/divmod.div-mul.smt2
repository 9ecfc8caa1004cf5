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
 (let ((?x1145 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3506 (>= c 0)))
(let (($x3237 (= (ite $x3506 (div (* ?x1145 c) c) (div (- (* ?x1145 c)) (- c))) ?x1145)))
(let (($x5813 (and (distinct ok_x 0) true)))
(not (=> (and $x5813 (and (distinct c 0) true)) (and $x5813 $x3237))))))))
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
 (let ((?x1145 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x2917 (* ?x1145 c)))
(let (($x3506 (>= c 0)))
(let (($x3943 (and (distinct c 0) true)))
(let (($x5813 (and (distinct ok_x 0) true)))
(let (($x2497 (and $x5813 $x3943 (= ?x1145 (ite $x3506 (div ?x2917 c) (div (- ?x2917) (- c)))))))
(not (=> (and $x5813) $x2497)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x3404 (<= k_c 9223372036854775807)))
 (let (($x5255 (>= k_c (- 9223372036854775808))))
 (and $x5255 $x3404))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x1086 (and (distinct 0 k_c) true)))
 (and true true $x1086)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop 1)
(exit)
