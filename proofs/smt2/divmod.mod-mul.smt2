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
 (let (($x2362 (>= c 0)))
(let ((?x143 (* c (ite $x2362 (div (* x c) c) (div (- (* x c)) (- c))))))
(let ((?x2243 (* x c)))
(not (=> (and (and (distinct 0 c) true)) (and (= 0 (- ?x2243 ?x143)))))))))
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
 (let (($x2362 (>= c 0)))
(let ((?x143 (* c (ite $x2362 (div (* x c) c) (div (- (* x c)) (- c))))))
(let ((?x2243 (* x c)))
(let (($x1861 (and (distinct 0 c) true)))
(not (=> and (and $x1861 (= 0 (- ?x2243 ?x143))))))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x3012 (<= k_c 9223372036854775807)))
 (let (($x2458 (>= k_c (- 9223372036854775808))))
 (and $x2458 $x3012))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x4659 (and (distinct 0 k_c) true)))
 (and true true $x4659)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop)
