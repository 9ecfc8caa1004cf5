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
 (let (($x516 (= (= 0 (ite (>= c 0) (div x c) (div (- x) (- c)))) (and (<= 0 x) (< x c)))))
(not (=> (and (and (distinct 0 c) true)) (and $x516)))))
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
 (let (($x9319 (= (and (<= 0 x) (< x c)) (= 0 (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(let (($x4138 (and (distinct 0 c) true)))
(not (=> and (and $x4138 $x9319))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x9721 (<= k_c 9223372036854775807)))
 (let (($x732 (>= k_c (- 9223372036854775808))))
 (and $x732 $x9721))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x266 (< 0 k_c)))
 (and true true $x266)))
(assert
 (not (and (< 0 k_c))))
(check-sat)
(pop)
