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
 (and (distinct (- 1) c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x4328 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3743 (>= c 0)))
(let (($x6092 (= (ite $x3743 (div (* ?x4328 c) c) (div (- (* ?x4328 c)) (- c))) ?x4328)))
(let (($x2226 (and (distinct ok_x 0) true)))
(let (($x2409 (not (and (= c (- 1)) (= (* ?x4328 c) (- 2147483648))))))
(let (($x1461 (and (distinct c 0) true)))
(not (=> (and $x2226 $x1461 $x2409) (and $x2226 $x6092))))))))))
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
 (and (distinct (- 1) c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x4328 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x777 (* ?x4328 c)))
(let (($x3743 (>= c 0)))
(let (($x2409 (not (and (= c (- 1)) (= ?x777 (- 2147483648))))))
(let (($x1461 (and (distinct c 0) true)))
(let (($x2226 (and (distinct ok_x 0) true)))
(let (($x2438 (and $x2226 $x1461 $x2409 (= ?x4328 (ite $x3743 (div ?x777 c) (div (- ?x777) (- c)))))))
(not (=> (and $x2226) $x2438))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x2425 (<= k_c 9223372036854775807)))
 (let (($x3894 (>= k_c (- 9223372036854775808))))
 (and $x3894 $x2425))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x48 (and (distinct 0 k_c) true)))
 (and true true $x48)))
(assert
 (let (($x1156 (and (distinct (- 1) k_c) true)))
 (and true true $x1156)))
(assert
 (not (and (and (distinct 0 k_c) true) (and (distinct (- 1) k_c) true))))
(check-sat)
(pop 1)
(exit)
