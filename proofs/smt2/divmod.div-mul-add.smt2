; divmod/div-mul-add: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (distinct (- 1) c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x3887 (- c)))
(let ((?x5008 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x894 (>= c 0)))
(let ((?x2425 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x427 (ite $x894 (div (+ (* ?x2425 c) ?x5008) c) (div (- (+ (* ?x2425 c) ?x5008)) ?x3887))))
(let (($x48 (not (and (= c (- 1)) (= ?x5008 (- 2147483648))))))
(let (($x2409 (and (distinct c 0) true)))
(let (($x2226 (and (distinct ok_y 0) true)))
(let (($x3822 (and (distinct ok_x 0) true)))
(let (($x28 (and $x3822 $x2226 $x2409 $x48 (= ?x427 (+ ?x2425 (ite $x894 (div ?x5008 c) (div (- ?x5008) ?x3887)))))))
(let (($x3084 (not (and (= c (- 1)) (= (+ (* ?x2425 c) ?x5008) (- 2147483648))))))
(not (=> (and $x3822 $x2226 $x2409 $x3084) $x28))))))))))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (distinct (- 1) c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x3887 (- c)))
(let ((?x5008 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x2425 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x24 (+ (* ?x2425 c) ?x5008)))
(let (($x894 (>= c 0)))
(let (($x2427 (= (+ ?x2425 (ite $x894 (div ?x5008 c) (div (- ?x5008) ?x3887))) (ite $x894 (div ?x24 c) (div (- ?x24) ?x3887)))))
(let (($x3084 (not (and (= c (- 1)) (= ?x24 (- 2147483648))))))
(let (($x2409 (and (distinct c 0) true)))
(let (($x2226 (and (distinct ok_y 0) true)))
(let (($x3822 (and (distinct ok_x 0) true)))
(let (($x11167 (=> (and $x3822 $x2226 $x2409 (not (and (= c (- 1)) (= ?x5008 (- 2147483648))))) (and $x3822 $x2226 $x2409 $x3084 $x2427))))
(not $x11167)))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x11190 (<= k_c 9223372036854775807)))
 (let (($x2659 (>= k_c (- 9223372036854775808))))
 (and $x2659 $x11190))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x1791 (and (distinct 0 k_c) true)))
 (and true true $x1791)))
(assert
 (let (($x4072 (and (distinct (- 1) k_c) true)))
 (and true true $x4072)))
(assert
 (not (and (and (distinct 0 k_c) true) (and (distinct (- 1) k_c) true))))
(check-sat)
(pop 1)
(exit)
