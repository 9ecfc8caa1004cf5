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
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x2253 (- c)))
(let ((?x3590 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x2403 (>= c 0)))
(let ((?x4668 (ite $x2403 (div (+ ?x3590 (* x c)) c) (div (- (+ ?x3590 (* x c))) ?x2253))))
(let ((?x2358 (* x c)))
(let ((?x4051 (+ ?x3590 ?x2358)))
(let (($x2076 (= (- ?x4051 (* c ?x4668)) (- ?x3590 (* c (ite $x2403 (div ?x3590 c) (div (- ?x3590) ?x2253)))))))
(let (($x7614 (and (distinct c 0) true)))
(let (($x3188 (and (distinct ok_y 0) true)))
(not (=> (and $x3188 $x7614) (and $x3188 $x7614 $x2076)))))))))))))
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
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x2253 (- c)))
(let ((?x2358 (* x c)))
(let ((?x3590 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x4051 (+ ?x3590 ?x2358)))
(let (($x2403 (>= c 0)))
(let (($x2165 (= (- ?x3590 (* c (ite $x2403 (div ?x3590 c) (div (- ?x3590) ?x2253)))) (- ?x4051 (* c (ite $x2403 (div ?x4051 c) (div (- ?x4051) ?x2253)))))))
(let (($x7614 (and (distinct c 0) true)))
(let (($x3188 (and (distinct ok_y 0) true)))
(not (=> (and $x3188 $x7614) (and $x3188 $x7614 $x2165))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x3438 (<= k_c 9223372036854775807)))
 (let (($x3335 (>= k_c (- 9223372036854775808))))
 (and $x3335 $x3438))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x3817 (and (distinct 0 k_c) true)))
 (and true true $x3817)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop 1)
(exit)
