; divmod/mod-mul: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let (($x889 (>= c 0)))
(let ((?x3601 (* c (ite $x889 (div (* x c) c) (div (- (* x c)) (- c))))))
(let ((?x58 (* x c)))
(not (=> (and (and (distinct 0 c) true)) (and (= 0 (- ?x58 ?x3601)))))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let (($x889 (>= c 0)))
(let ((?x3601 (* c (ite $x889 (div (* x c) c) (div (- (* x c)) (- c))))))
(let ((?x58 (* x c)))
(let (($x786 (and (distinct 0 c) true)))
(not (=> and (and $x786 (= 0 (- ?x58 ?x3601))))))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x4320 (<= k_c 9223372036854775807)))
 (let (($x49 (>= k_c (- 9223372036854775808))))
 (and $x49 $x4320))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x3163 (and (distinct 0 k_c) true)))
 (and true true $x3163)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop)
