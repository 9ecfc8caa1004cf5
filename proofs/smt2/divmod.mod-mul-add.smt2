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
 (let ((?x3734 (- c)))
(let ((?x39 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x1296 (>= c 0)))
(let ((?x14860 (ite $x1296 (div (+ (* x c) ?x39) c) (div (- (+ (* x c) ?x39)) ?x3734))))
(let ((?x4654 (+ (* x c) ?x39)))
(let (($x5807 (= (- ?x4654 (* c ?x14860)) (- ?x39 (* c (ite $x1296 (div ?x39 c) (div (- ?x39) ?x3734)))))))
(let (($x51 (and (distinct c 0) true)))
(let (($x8447 (and (distinct ok_y 0) true)))
(not (=> (and $x8447 $x51) (and $x8447 $x51 $x5807))))))))))))
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
 (let ((?x3734 (- c)))
(let ((?x39 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x4654 (+ (* x c) ?x39)))
(let (($x1296 (>= c 0)))
(let (($x5835 (= (- ?x39 (* c (ite $x1296 (div ?x39 c) (div (- ?x39) ?x3734)))) (- ?x4654 (* c (ite $x1296 (div ?x4654 c) (div (- ?x4654) ?x3734)))))))
(let (($x51 (and (distinct c 0) true)))
(let (($x8447 (and (distinct ok_y 0) true)))
(not (=> (and $x8447 $x51) (and $x8447 $x51 $x5835)))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x1907 (<= k_c 9223372036854775807)))
 (let (($x43 (>= k_c (- 9223372036854775808))))
 (and $x43 $x1907))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x4655 (and (distinct 0 k_c) true)))
 (and true true $x4655)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop 1)
(exit)
