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
 (let (($x750 (and (= 0 (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(not (=> (and (and (distinct 0 c) true)) $x750))))
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
 (let (($x1337 (and (distinct 0 c) true)))
(let (($x21 (and $x1337 (= 0 (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(not (=> and $x21)))))
(check-sat)
(pop)
