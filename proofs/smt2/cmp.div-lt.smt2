; cmp/div-lt: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun c2 () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (< 0 c))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x3368 (* c c2)))
(let ((?x5659 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x10527 (= (< (ite (>= c 0) (div ?x5659 c) (div (- ?x5659) (- c))) c2) (< ?x5659 ?x3368))))
(let (($x15216 (and (distinct ok_x 0) true)))
(not (=> (and $x15216 (and (distinct c 0) true)) (and $x15216 $x10527))))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun c2 () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (< 0 c))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x5659 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x10930 (>= c 0)))
(let (($x15125 (= (< ?x5659 (* c c2)) (< (ite $x10930 (div ?x5659 c) (div (- ?x5659) (- c))) c2))))
(let (($x17439 (and (distinct c 0) true)))
(let (($x15216 (and (distinct ok_x 0) true)))
(not (=> (and $x15216) (and $x15216 $x17439 $x15125)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x2553 (<= k_c 9223372036854775807)))
 (let (($x7869 (>= k_c (- 9223372036854775808))))
 (and $x7869 $x2553))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x8915 (<= k_c2 9223372036854775807)))
 (let (($x14087 (>= k_c2 (- 9223372036854775808))))
 (and $x14087 $x8915))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x11647 (< 0 k_c)))
 (and true true $x11647)))
(assert
 (let (($x11647 (< 0 k_c)))
(let ((?x9837 (* k_c k_c2)))
(let (($x759 (<= ?x9837 9223372036854775807)))
(let (($x2383 (>= ?x9837 (- 9223372036854775808))))
(let (($x5139 (and $x2383 $x759)))
(not (and (and (and true true (and true $x5139)) (= ?x9837 ?x9837)) $x11647))))))))
(check-sat)
(pop 1)
(exit)
