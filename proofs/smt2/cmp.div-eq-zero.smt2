; cmp/div-eq-zero: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun x () Int)
(assert
 (< 0 c))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let (($x9642 (= (= 0 (ite (>= c 0) (div x c) (div (- x) (- c)))) (and (<= 0 x) (< x c)))))
(not (=> (and (and (distinct 0 c) true)) (and $x9642)))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun x () Int)
(assert
 (< 0 c))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let (($x600 (= (and (<= 0 x) (< x c)) (= 0 (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(let (($x11045 (and (distinct 0 c) true)))
(not (=> and (and $x11045 $x600))))))
(check-sat)
(pop)
