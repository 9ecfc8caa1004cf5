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
 (let ((?x1520 (- x (* c (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(let ((?x4046 (+ (* (ite (>= c 0) (div x c) (div (- x) (- c))) c) ?x1520)))
(let (($x305 (=> (and (and (distinct 0 c) true) (and (distinct 0 c) true)) (and (= ?x4046 x)))))
(not $x305)))))
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
 (let ((?x1520 (- x (* c (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(let ((?x4046 (+ (* (ite (>= c 0) (div x c) (div (- x) (- c))) c) ?x1520)))
(let (($x798 (and (distinct 0 c) true)))
(not (=> and (and $x798 $x798 (= x ?x4046))))))))
(check-sat)
(pop)
