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
 (and (distinct (- 1) c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x5249 (- x (* c (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(let ((?x12606 (+ (* (ite (>= c 0) (div x c) (div (- x) (- c))) c) ?x5249)))
(let (($x9478 (not (and (= c (- 1)) (= x (- 2147483648))))))
(let (($x8611 (and (distinct c 0) true)))
(not (=> (and $x8611 $x9478 $x8611 $x9478) (and (= ?x12606 x)))))))))
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
 (and (distinct (- 1) c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x5249 (- x (* c (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(let ((?x12606 (+ (* (ite (>= c 0) (div x c) (div (- x) (- c))) c) ?x5249)))
(let (($x9478 (not (and (= c (- 1)) (= x (- 2147483648))))))
(let (($x8611 (and (distinct c 0) true)))
(not (=> true (and $x8611 $x9478 $x8611 $x9478 (= x ?x12606)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x12799 (<= k_c 9223372036854775807)))
 (let (($x4788 (>= k_c (- 9223372036854775808))))
 (and $x4788 $x12799))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x2573 (and (distinct 0 k_c) true)))
 (and true true $x2573)))
(assert
 (let (($x11937 (and (distinct (- 1) k_c) true)))
 (and true true $x11937)))
(assert
 (not (and (and (distinct 0 k_c) true) (and (distinct (- 1) k_c) true))))
(check-sat)
(pop 1)
(exit)
