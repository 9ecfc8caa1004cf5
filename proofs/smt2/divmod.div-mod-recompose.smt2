; divmod/div-mod-recompose: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x4303 (- x (* c (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(let ((?x3743 (+ (* (ite (>= c 0) (div x c) (div (- x) (- c))) c) ?x4303)))
(let (($x3433 (=> (and (and (distinct c 0) true) (and (distinct c 0) true)) (and (= ?x3743 x)))))
(not $x3433)))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x4303 (- x (* c (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(let ((?x3743 (+ (* (ite (>= c 0) (div x c) (div (- x) (- c))) c) ?x4303)))
(let (($x1670 (and (distinct c 0) true)))
(not (=> true (and $x1670 $x1670 (= x ?x3743))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x3410 (<= k_c 9223372036854775807)))
 (let (($x3364 (>= k_c (- 9223372036854775808))))
 (and $x3364 $x3410))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x1116 (and (distinct 0 k_c) true)))
 (and true true $x1116)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop 1)
(exit)
