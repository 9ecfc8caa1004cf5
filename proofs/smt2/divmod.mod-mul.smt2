; divmod/mod-mul: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (distinct (- 1) c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let (($x2187 (>= c 0)))
(let ((?x3861 (* c (ite $x2187 (div (* x c) c) (div (- (* x c)) (- c))))))
(let ((?x1466 (* x c)))
(let (($x3109 (=> (and (and (distinct c 0) true) (not (and (= c (- 1)) (= ?x1466 (- 2147483648))))) (and (= 0 (- ?x1466 ?x3861))))))
(not $x3109))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (distinct (- 1) c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let (($x2187 (>= c 0)))
(let ((?x3861 (* c (ite $x2187 (div (* x c) c) (div (- (* x c)) (- c))))))
(let ((?x1466 (* x c)))
(let (($x4179 (not (and (= c (- 1)) (= ?x1466 (- 2147483648))))))
(let (($x3661 (and (distinct c 0) true)))
(not (=> true (and $x3661 $x4179 (= 0 (- ?x1466 ?x3861)))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x3290 (<= k_c 9223372036854775807)))
 (let (($x4134 (>= k_c (- 9223372036854775808))))
 (and $x4134 $x3290))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x3378 (and (distinct 0 k_c) true)))
 (and true true $x3378)))
(assert
 (let (($x3888 (and (distinct (- 1) k_c) true)))
 (and true true $x3888)))
(assert
 (not (and (and (distinct 0 k_c) true) (and (distinct (- 1) k_c) true))))
(check-sat)
(pop 1)
(exit)
