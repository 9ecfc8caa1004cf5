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
 (let ((?x3380 (- c)))
(let ((?x180 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x2497 (>= c 0)))
(let ((?x4701 (ite $x2497 (div (+ (* x c) ?x180) c) (div (- (+ (* x c) ?x180)) ?x3380))))
(let ((?x7461 (+ (* x c) ?x180)))
(let (($x3815 (= (- ?x7461 (* c ?x4701)) (- ?x180 (* c (ite $x2497 (div ?x180 c) (div (- ?x180) ?x3380)))))))
(let (($x4142 (and (distinct c 0) true)))
(let (($x13048 (and (distinct ok_y 0) true)))
(not (=> (and $x13048 $x4142) (and $x13048 $x4142 $x3815))))))))))))
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
 (let ((?x3380 (- c)))
(let ((?x180 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x7461 (+ (* x c) ?x180)))
(let (($x2497 (>= c 0)))
(let (($x9066 (= (- ?x180 (* c (ite $x2497 (div ?x180 c) (div (- ?x180) ?x3380)))) (- ?x7461 (* c (ite $x2497 (div ?x7461 c) (div (- ?x7461) ?x3380)))))))
(let (($x4142 (and (distinct c 0) true)))
(let (($x13048 (and (distinct ok_y 0) true)))
(not (=> (and $x13048 $x4142) (and $x13048 $x4142 $x9066)))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x14779 (<= k_c 9223372036854775807)))
 (let (($x4968 (>= k_c (- 9223372036854775808))))
 (and $x4968 $x14779))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x8078 (and (distinct 0 k_c) true)))
 (and true true $x8078)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop 1)
(exit)
