; divmod/mod-mul-add: refinement both ways; every check-sat must answer unsat
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
 (let ((?x2175 (- c)))
(let ((?x3639 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x3302 (>= c 0)))
(let ((?x3590 (ite $x3302 (div (+ (* x c) ?x3639) c) (div (- (+ (* x c) ?x3639)) ?x2175))))
(let ((?x3753 (* x c)))
(let ((?x3394 (+ ?x3753 ?x3639)))
(let (($x3478 (= (- ?x3394 (* c ?x3590)) (- ?x3639 (* c (ite $x3302 (div ?x3639 c) (div (- ?x3639) ?x2175)))))))
(let (($x3823 (not (and (= c (- 1)) (= ?x3639 (- 2147483648))))))
(let (($x3443 (and (distinct c 0) true)))
(let (($x5063 (and (distinct ok_y 0) true)))
(let (($x297 (=> (and $x5063 $x3443 (not (and (= c (- 1)) (= ?x3394 (- 2147483648))))) (and $x5063 $x3443 $x3823 $x3478))))
(not $x297)))))))))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
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
 (let ((?x2175 (- c)))
(let ((?x3639 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x3753 (* x c)))
(let ((?x3394 (+ ?x3753 ?x3639)))
(let (($x3302 (>= c 0)))
(let (($x43 (= (- ?x3639 (* c (ite $x3302 (div ?x3639 c) (div (- ?x3639) ?x2175)))) (- ?x3394 (* c (ite $x3302 (div ?x3394 c) (div (- ?x3394) ?x2175)))))))
(let (($x3544 (not (and (= c (- 1)) (= ?x3394 (- 2147483648))))))
(let (($x3443 (and (distinct c 0) true)))
(let (($x5063 (and (distinct ok_y 0) true)))
(let (($x4454 (=> (and $x5063 $x3443 (not (and (= c (- 1)) (= ?x3639 (- 2147483648))))) (and $x5063 $x3443 $x3544 $x43))))
(not $x4454))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x4282 (<= k_c 9223372036854775807)))
 (let (($x2154 (>= k_c (- 9223372036854775808))))
 (and $x2154 $x4282))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x14 (and (distinct 0 k_c) true)))
 (and true true $x14)))
(assert
 (let (($x4057 (and (distinct (- 1) k_c) true)))
 (and true true $x4057)))
(assert
 (not (and (and (distinct 0 k_c) true) (and (distinct (- 1) k_c) true))))
(check-sat)
(pop 1)
(exit)
