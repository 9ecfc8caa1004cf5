; divmod/div-mod-recompose: refinement both ways; every check-sat must answer unsat
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
 (let ((?x16309 (- x (* c (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(let ((?x3096 (+ (* (ite (>= c 0) (div x c) (div (- x) (- c))) c) ?x16309)))
(let (($x34 (=> (and (and (distinct 0 c) true) (and (distinct 0 c) true)) (and (= ?x3096 x)))))
(not $x34)))))
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
 (let ((?x16309 (- x (* c (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(let ((?x3096 (+ (* (ite (>= c 0) (div x c) (div (- x) (- c))) c) ?x16309)))
(let (($x8542 (and (distinct 0 c) true)))
(not (=> and (and $x8542 $x8542 (= x ?x3096))))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x4134 (<= k_c 9223372036854775807)))
 (let (($x3601 (>= k_c (- 9223372036854775808))))
 (and $x3601 $x4134))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x16773 (and (distinct 0 k_c) true)))
 (and true true $x16773)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop)
