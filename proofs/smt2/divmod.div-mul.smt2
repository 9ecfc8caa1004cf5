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
 (let ((?x3776 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3108 (>= c 0)))
(let (($x3364 (= (ite $x3108 (div (* ?x3776 c) c) (div (- (* ?x3776 c)) (- c))) ?x3776)))
(let (($x3861 (and (distinct ok_x 0) true)))
(let (($x28 (not (and (= c (- 1)) (= (* ?x3776 c) (- 2147483648))))))
(let (($x539 (and (distinct c 0) true)))
(not (=> (and $x3861 $x539 $x28) (and $x3861 $x3364))))))))))
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
 (let ((?x3776 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x3204 (* ?x3776 c)))
(let (($x3108 (>= c 0)))
(let (($x28 (not (and (= c (- 1)) (= ?x3204 (- 2147483648))))))
(let (($x539 (and (distinct c 0) true)))
(let (($x3861 (and (distinct ok_x 0) true)))
(let (($x1466 (and $x3861 $x539 $x28 (= ?x3776 (ite $x3108 (div ?x3204 c) (div (- ?x3204) (- c)))))))
(not (=> (and $x3861) $x1466))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x791 (<= k_c 9223372036854775807)))
 (let (($x23 (>= k_c (- 9223372036854775808))))
 (and $x23 $x791))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x784 (and (distinct 0 k_c) true)))
 (and true true $x784)))
(assert
 (let (($x5034 (and (distinct (- 1) k_c) true)))
 (and true true $x5034)))
(assert
 (not (and (and (distinct 0 k_c) true) (and (distinct (- 1) k_c) true))))
(check-sat)
(pop 1)
(exit)
