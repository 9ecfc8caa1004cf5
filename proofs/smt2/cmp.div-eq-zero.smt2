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
 (let (($x7507 (= (= 0 (ite (>= c 0) (div x c) (div (- x) (- c)))) (and (<= 0 x) (< x c)))))
(not (=> (and (and (distinct c 0) true)) (and $x7507)))))
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
 (let (($x11110 (= (and (<= 0 x) (< x c)) (= 0 (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(let (($x17777 (and (distinct c 0) true)))
(not (=> true (and $x17777 $x11110))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x11531 (<= k_c 9223372036854775807)))
 (let (($x2508 (>= k_c (- 9223372036854775808))))
 (and $x2508 $x11531))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x2279 (< 0 k_c)))
 (and true true $x2279)))
(assert
 (not (and (< 0 k_c))))
(check-sat)
(pop 1)
(exit)
