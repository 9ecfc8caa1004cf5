; divmod/mod-add-mul: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (distinct (- 1) c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x744 (- c)))
(let ((?x3211 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x1731 (>= c 0)))
(let ((?x3982 (ite $x1731 (div (+ ?x3211 (* x c)) c) (div (- (+ ?x3211 (* x c))) ?x744))))
(let ((?x2427 (* x c)))
(let ((?x3743 (+ ?x3211 ?x2427)))
(let (($x4648 (= (- ?x3743 (* c ?x3982)) (- ?x3211 (* c (ite $x1731 (div ?x3211 c) (div (- ?x3211) ?x744)))))))
(let (($x42 (not (and (= c (- 1)) (= ?x3211 (- 2147483648))))))
(let (($x3822 (and (distinct c 0) true)))
(let (($x4274 (and (distinct ok_y 0) true)))
(let (($x3840 (=> (and $x4274 $x3822 (not (and (= c (- 1)) (= ?x3743 (- 2147483648))))) (and $x4274 $x3822 $x42 $x4648))))
(not $x3840)))))))))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun x () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (distinct (- 1) c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x744 (- c)))
(let ((?x2427 (* x c)))
(let ((?x3211 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x3743 (+ ?x3211 ?x2427)))
(let (($x1731 (>= c 0)))
(let (($x2464 (= (- ?x3211 (* c (ite $x1731 (div ?x3211 c) (div (- ?x3211) ?x744)))) (- ?x3743 (* c (ite $x1731 (div ?x3743 c) (div (- ?x3743) ?x744)))))))
(let (($x48 (not (and (= c (- 1)) (= ?x3743 (- 2147483648))))))
(let (($x3822 (and (distinct c 0) true)))
(let (($x4274 (and (distinct ok_y 0) true)))
(let (($x10970 (=> (and $x4274 $x3822 (not (and (= c (- 1)) (= ?x3211 (- 2147483648))))) (and $x4274 $x3822 $x48 $x2464))))
(not $x10970))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x2425 (<= k_c 9223372036854775807)))
 (let (($x11947 (>= k_c (- 9223372036854775808))))
 (and $x11947 $x2425))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x1240 (and (distinct 0 k_c) true)))
 (and true true $x1240)))
(assert
 (let (($x2065 (and (distinct (- 1) k_c) true)))
 (and true true $x2065)))
(assert
 (not (and (and (distinct 0 k_c) true) (and (distinct (- 1) k_c) true))))
(check-sat)
(pop 1)
(exit)
