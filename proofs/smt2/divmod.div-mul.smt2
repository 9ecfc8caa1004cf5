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
 (let ((?x3559 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x2430 (>= c 0)))
(let (($x15964 (= (ite $x2430 (div (* ?x3559 c) c) (div (- (* ?x3559 c)) (- c))) ?x3559)))
(let (($x2258 (and (distinct ok_x 0) true)))
(let (($x3721 (not (and (= c (- 1)) (= (* ?x3559 c) (- 2147483648))))))
(let (($x1169 (and (distinct c 0) true)))
(not (=> (and $x2258 $x1169 $x3721) (and $x2258 $x15964))))))))))
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
 (let ((?x3559 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x6136 (* ?x3559 c)))
(let (($x2430 (>= c 0)))
(let (($x3721 (not (and (= c (- 1)) (= ?x6136 (- 2147483648))))))
(let (($x1169 (and (distinct c 0) true)))
(let (($x2258 (and (distinct ok_x 0) true)))
(let (($x4649 (and $x2258 $x1169 $x3721 (= ?x3559 (ite $x2430 (div ?x6136 c) (div (- ?x6136) (- c)))))))
(not (=> (and $x2258) $x4649))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x966 (<= k_c 9223372036854775807)))
 (let (($x3083 (>= k_c (- 9223372036854775808))))
 (and $x3083 $x966))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x22 (and (distinct 0 k_c) true)))
 (and true true $x22)))
(assert
 (let (($x4007 (and (distinct (- 1) k_c) true)))
 (and true true $x4007)))
(assert
 (not (and (and (distinct 0 k_c) true) (and (distinct (- 1) k_c) true))))
(check-sat)
(pop 1)
(exit)
