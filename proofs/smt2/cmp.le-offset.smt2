; cmp/le-offset: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c1 () Int)
(declare-fun c2 () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x558 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x17648 (and (distinct ok_x 0) true)))
(let (($x1793 (=> (and $x17648) (and $x17648 (= (<= (+ ?x558 c1) c2) (<= ?x558 (- c2 c1)))))))
(not $x1793)))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c1 () Int)
(declare-fun c2 () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x558 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x17648 (and (distinct ok_x 0) true)))
(let (($x19093 (=> (and $x17648) (and $x17648 (= (<= ?x558 (- c2 c1)) (<= (+ ?x558 c1) c2))))))
(not $x19093)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x3718 (<= k_c2 9223372036854775807)))
 (let (($x3745 (>= k_c2 (- 9223372036854775808))))
 (and $x3745 $x3718))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x15393 (<= k_c1 9223372036854775807)))
 (let (($x7430 (>= k_c1 (- 9223372036854775808))))
 (and $x7430 $x15393))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x8849 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x11296 (and (and true true $x8849) (= (- k_c2 k_c1) (- k_c2 k_c1)))))
(not (and $x11296)))))
(check-sat)
(pop 1)
(exit)
