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
 (let ((?x917 (- x (* c (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(let ((?x10460 (+ (* (ite (>= c 0) (div x c) (div (- x) (- c))) c) ?x917)))
(let (($x3723 (not (and (= c (- 1)) (= x (- 2147483648))))))
(let (($x1085 (and (distinct c 0) true)))
(not (=> (and $x1085 $x3723 $x1085 $x3723) (and (= ?x10460 x)))))))))
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
 (let ((?x917 (- x (* c (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(let ((?x10460 (+ (* (ite (>= c 0) (div x c) (div (- x) (- c))) c) ?x917)))
(let (($x3723 (not (and (= c (- 1)) (= x (- 2147483648))))))
(let (($x1085 (and (distinct c 0) true)))
(not (=> true (and $x1085 $x3723 $x1085 $x3723 (= x ?x10460)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x10788 (<= k_c 9223372036854775807)))
 (let (($x1533 (>= k_c (- 9223372036854775808))))
 (and $x1533 $x10788))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x4126 (and (distinct 0 k_c) true)))
 (and true true $x4126)))
(assert
 (let (($x6716 (and (distinct (- 1) k_c) true)))
 (and true true $x6716)))
(assert
 (not (and (and (distinct 0 k_c) true) (and (distinct (- 1) k_c) true))))
(check-sat)
(pop 1)
(exit)
