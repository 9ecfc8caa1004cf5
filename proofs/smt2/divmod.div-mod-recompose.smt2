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
 (let ((?x5816 (- x (* c (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(let ((?x10075 (+ (* (ite (>= c 0) (div x c) (div (- x) (- c))) c) ?x5816)))
(let (($x5554 (=> (and (and (distinct c 0) true) (and (distinct c 0) true)) (and (= ?x10075 x)))))
(not $x5554)))))
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
 (let ((?x5816 (- x (* c (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(let ((?x10075 (+ (* (ite (>= c 0) (div x c) (div (- x) (- c))) c) ?x5816)))
(let (($x14693 (and (distinct c 0) true)))
(not (=> true (and $x14693 $x14693 (= x ?x10075))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x8379 (<= k_c 9223372036854775807)))
 (let (($x3732 (>= k_c (- 9223372036854775808))))
 (and $x3732 $x8379))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x37 (and (distinct 0 k_c) true)))
 (and true true $x37)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop 1)
(exit)
