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
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let (($x3620 (>= c 0)))
(let ((?x2028 (* c (ite $x3620 (div (* x c) c) (div (- (* x c)) (- c))))))
(let ((?x1822 (* x c)))
(not (=> (and (and (distinct c 0) true)) (and (= 0 (- ?x1822 ?x2028)))))))))
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
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let (($x3620 (>= c 0)))
(let ((?x2028 (* c (ite $x3620 (div (* x c) c) (div (- (* x c)) (- c))))))
(let ((?x1822 (* x c)))
(let (($x58 (and (distinct c 0) true)))
(not (=> true (and $x58 (= 0 (- ?x1822 ?x2028))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x1907 (<= k_c 9223372036854775807)))
 (let (($x4170 (>= k_c (- 9223372036854775808))))
 (and $x4170 $x1907))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x14353 (and (distinct 0 k_c) true)))
 (and true true $x14353)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop 1)
(exit)
