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
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x37 (- c)))
(let ((?x4051 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x3442 (>= c 0)))
(let ((?x3982 (ite $x3442 (div (+ (* x c) ?x4051) c) (div (- (+ (* x c) ?x4051)) ?x37))))
(let ((?x787 (* x c)))
(let ((?x3780 (+ ?x787 ?x4051)))
(let (($x3731 (= (- ?x3780 (* c ?x3982)) (- ?x4051 (* c (ite $x3442 (div ?x4051 c) (div (- ?x4051) ?x37)))))))
(let (($x3432 (and (distinct c 0) true)))
(let (($x3590 (and (distinct ok_y 0) true)))
(not (=> (and $x3590 $x3432) (and $x3590 $x3432 $x3731)))))))))))))
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
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x37 (- c)))
(let ((?x4051 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x787 (* x c)))
(let ((?x3780 (+ ?x787 ?x4051)))
(let (($x3442 (>= c 0)))
(let (($x3340 (= (- ?x4051 (* c (ite $x3442 (div ?x4051 c) (div (- ?x4051) ?x37)))) (- ?x3780 (* c (ite $x3442 (div ?x3780 c) (div (- ?x3780) ?x37)))))))
(let (($x3432 (and (distinct c 0) true)))
(let (($x3590 (and (distinct ok_y 0) true)))
(not (=> (and $x3590 $x3432) (and $x3590 $x3432 $x3340))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x3054 (<= k_c 9223372036854775807)))
 (let (($x4672 (>= k_c (- 9223372036854775808))))
 (and $x4672 $x3054))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x2471 (and (distinct 0 k_c) true)))
 (and true true $x2471)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop 1)
(exit)
