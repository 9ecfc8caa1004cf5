; divmod/div-small-neg: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun x () Int)
(assert
 (>= x (- 0 c)))
(assert
 (> 0 x))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let (($x58 (and (= (- 1) (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(not (=> (and (and (distinct 0 c) true)) $x58))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun x () Int)
(assert
 (>= x (- 0 c)))
(assert
 (> 0 x))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let (($x15 (and (distinct 0 c) true)))
(let (($x1920 (and $x15 (= (- 1) (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(not (=> and $x1920)))))
(check-sat)
(pop)
