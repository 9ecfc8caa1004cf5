; divmod/div-add-mul: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_x () Int)
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
 (let ((?x4648 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x3840 (- c)))
(let ((?x3084 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x291 (>= c 0)))
(let ((?x4062 (ite $x291 (div (+ ?x3084 (* ?x4648 c)) c) (div (- (+ ?x3084 (* ?x4648 c))) ?x3840))))
(let (($x3979 (and (distinct ok_x 0) true)))
(let (($x1588 (not (and (= c (- 1)) (= ?x3084 (- 2147483648))))))
(let (($x4286 (and (distinct c 0) true)))
(let (($x757 (and (distinct ok_y 0) true)))
(let (($x3404 (and $x757 $x4286 $x1588 $x3979 (= ?x4062 (+ (ite $x291 (div ?x3084 c) (div (- ?x3084) ?x3840)) ?x4648)))))
(let (($x4274 (not (and (= c (- 1)) (= (+ ?x3084 (* ?x4648 c)) (- 2147483648))))))
(not (=> (and $x757 $x3979 $x4286 $x4274) $x3404))))))))))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_x () Int)
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
 (let ((?x3840 (- c)))
(let ((?x4648 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x3084 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x4666 (+ ?x3084 (* ?x4648 c))))
(let (($x291 (>= c 0)))
(let (($x4714 (= (+ (ite $x291 (div ?x3084 c) (div (- ?x3084) ?x3840)) ?x4648) (ite $x291 (div ?x4666 c) (div (- ?x4666) ?x3840)))))
(let (($x4274 (not (and (= c (- 1)) (= ?x4666 (- 2147483648))))))
(let (($x4286 (and (distinct c 0) true)))
(let (($x3979 (and (distinct ok_x 0) true)))
(let (($x757 (and (distinct ok_y 0) true)))
(let (($x4655 (=> (and $x757 $x4286 (not (and (= c (- 1)) (= ?x3084 (- 2147483648)))) $x3979) (and $x757 $x3979 $x4286 $x4274 $x4714))))
(not $x4655)))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x930 (<= k_c 9223372036854775807)))
 (let (($x1526 (>= k_c (- 9223372036854775808))))
 (and $x1526 $x930))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x5349 (and (distinct 0 k_c) true)))
 (and true true $x5349)))
(assert
 (let (($x3894 (and (distinct (- 1) k_c) true)))
 (and true true $x3894)))
(assert
 (not (and (and (distinct 0 k_c) true) (and (distinct (- 1) k_c) true))))
(check-sat)
(pop 1)
(exit)
