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
 (let ((?x16874 (- c)))
(let ((?x8447 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x2028 (>= c 0)))
(let ((?x3662 (ite $x2028 (div (+ ?x8447 (* x c)) c) (div (- (+ ?x8447 (* x c))) ?x16874))))
(let ((?x39 (+ ?x8447 (* x c))))
(let (($x650 (= (- ?x39 (* c ?x3662)) (- ?x8447 (* c (ite $x2028 (div ?x8447 c) (div (- ?x8447) ?x16874)))))))
(let (($x786 (and (distinct c 0) true)))
(let (($x15115 (and (distinct ok_y 0) true)))
(not (=> (and $x15115 $x786) (and $x15115 $x786 $x650))))))))))))
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
 (let ((?x16874 (- c)))
(let ((?x8447 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x39 (+ ?x8447 (* x c))))
(let (($x2028 (>= c 0)))
(let (($x3628 (= (- ?x8447 (* c (ite $x2028 (div ?x8447 c) (div (- ?x8447) ?x16874)))) (- ?x39 (* c (ite $x2028 (div ?x39 c) (div (- ?x39) ?x16874)))))))
(let (($x786 (and (distinct c 0) true)))
(let (($x15115 (and (distinct ok_y 0) true)))
(not (=> (and $x15115 $x786) (and $x15115 $x786 $x3628)))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x7708 (<= k_c 9223372036854775807)))
 (let (($x3444 (>= k_c (- 9223372036854775808))))
 (and $x3444 $x7708))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x6929 (and (distinct 0 k_c) true)))
 (and true true $x6929)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop 1)
(exit)
