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
 (let ((?x2926 (- x (* c (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(let ((?x52 (+ (* (ite (>= c 0) (div x c) (div (- x) (- c))) c) ?x2926)))
(let (($x421 (=> (and (and (distinct 0 c) true) (and (distinct 0 c) true)) (and (= ?x52 x)))))
(not $x421)))))
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
 (let ((?x2926 (- x (* c (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(let ((?x52 (+ (* (ite (>= c 0) (div x c) (div (- x) (- c))) c) ?x2926)))
(let (($x761 (and (distinct 0 c) true)))
(not (=> and (and $x761 $x761 (= x ?x52))))))))
(check-sat)
(pop)
