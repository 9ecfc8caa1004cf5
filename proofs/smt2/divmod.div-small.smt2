; divmod/div-small: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun c () Int)
(assert
 (<= 0 x))
(assert
 (< x c))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let (($x24 (and (= 0 (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(not (=> (and (and (distinct 0 c) true)) $x24))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun c () Int)
(assert
 (<= 0 x))
(assert
 (< x c))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let (($x53 (and (distinct 0 c) true)))
(let (($x20 (and $x53 (= 0 (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(not (=> and $x20)))))
(check-sat)
(pop)
