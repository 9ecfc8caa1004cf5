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
 (let (($x4599 (>= c 0)))
(let ((?x3224 (* c (ite $x4599 (div (* x c) c) (div (- (* x c)) (- c))))))
(let ((?x17 (* x c)))
(not (=> (and (and (distinct c 0) true)) (and (= 0 (- ?x17 ?x3224)))))))))
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
 (let (($x4599 (>= c 0)))
(let ((?x3224 (* c (ite $x4599 (div (* x c) c) (div (- (* x c)) (- c))))))
(let ((?x17 (* x c)))
(let (($x615 (and (distinct c 0) true)))
(not (=> true (and $x615 (= 0 (- ?x17 ?x3224))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x3111 (<= k_c 9223372036854775807)))
 (let (($x2990 (>= k_c (- 9223372036854775808))))
 (and $x2990 $x3111))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x3265 (and (distinct 0 k_c) true)))
 (and true true $x3265)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop 1)
(exit)
