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
 (let (($x3428 (>= c 0)))
(let ((?x2258 (* c (ite $x3428 (div (* x c) c) (div (- (* x c)) (- c))))))
(let ((?x4649 (* x c)))
(let (($x926 (=> (and (and (distinct c 0) true) (not (and (= c (- 1)) (= ?x4649 (- 2147483648))))) (and (= 0 (- ?x4649 ?x2258))))))
(not $x926))))))
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
 (let (($x3428 (>= c 0)))
(let ((?x2258 (* c (ite $x3428 (div (* x c) c) (div (- (* x c)) (- c))))))
(let ((?x4649 (* x c)))
(let (($x3974 (not (and (= c (- 1)) (= ?x4649 (- 2147483648))))))
(let (($x4135 (and (distinct c 0) true)))
(not (=> true (and $x4135 $x3974 (= 0 (- ?x4649 ?x2258)))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x5933 (<= k_c 9223372036854775807)))
 (let (($x2435 (>= k_c (- 9223372036854775808))))
 (and $x2435 $x5933))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x24 (and (distinct 0 k_c) true)))
 (and true true $x24)))
(assert
 (let (($x3830 (and (distinct (- 1) k_c) true)))
 (and true true $x3830)))
(assert
 (not (and (and (distinct 0 k_c) true) (and (distinct (- 1) k_c) true))))
(check-sat)
(pop 1)
(exit)
