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
 (let (($x4357 (= (= 0 (ite (>= c 0) (div x c) (div (- x) (- c)))) (and (<= 0 x) (< x c)))))
(let (($x16725 (=> (and (and (distinct c 0) true) (not (and (= c (- 1)) (= x (- 2147483648))))) (and $x4357))))
(not $x16725))))
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
 (let (($x3082 (= (and (<= 0 x) (< x c)) (= 0 (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(let (($x12870 (not (and (= c (- 1)) (= x (- 2147483648))))))
(let (($x13411 (and (distinct c 0) true)))
(not (=> true (and $x13411 $x12870 $x3082)))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x6737 (<= k_c 9223372036854775807)))
 (let (($x18016 (>= k_c (- 9223372036854775808))))
 (and $x18016 $x6737))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x17060 (< 0 k_c)))
 (and true true $x17060)))
(assert
 (not (and (< 0 k_c))))
(check-sat)
(pop 1)
(exit)
