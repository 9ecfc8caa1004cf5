; cmp/div-eq-zero: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun x () Int)
(assert
 (< 0 c))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let (($x16095 (= (= 0 (ite (>= c 0) (div x c) (div (- x) (- c)))) (and (<= 0 x) (< x c)))))
(not (=> (and (and (distinct c 0) true)) (and $x16095)))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun x () Int)
(assert
 (< 0 c))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let (($x3390 (= (and (<= 0 x) (< x c)) (= 0 (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(let (($x11364 (and (distinct c 0) true)))
(not (=> true (and $x11364 $x3390))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x12355 (<= k_c 9223372036854775807)))
 (let (($x814 (>= k_c (- 9223372036854775808))))
 (and $x814 $x12355))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x1110 (< 0 k_c)))
 (and true true $x1110)))
(assert
 (not (and (< 0 k_c))))
(check-sat)
(pop 1)
(exit)
