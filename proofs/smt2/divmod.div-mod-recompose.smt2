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
 (let ((?x574 (- x (* c (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(let ((?x9059 (+ (* (ite (>= c 0) (div x c) (div (- x) (- c))) c) ?x574)))
(let (($x827 (=> (and (and (distinct 0 c) true) (and (distinct 0 c) true)) (and (= ?x9059 x)))))
(not $x827)))))
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
 (let ((?x574 (- x (* c (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(let ((?x9059 (+ (* (ite (>= c 0) (div x c) (div (- x) (- c))) c) ?x574)))
(let (($x24 (and (distinct 0 c) true)))
(not (=> and (and $x24 $x24 (= x ?x9059))))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x3174 (<= k_c 9223372036854775807)))
 (let (($x15626 (>= k_c (- 9223372036854775808))))
 (and $x15626 $x3174))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x5979 (and (distinct 0 k_c) true)))
 (and true true $x5979)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop)
