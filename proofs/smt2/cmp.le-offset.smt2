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
 (let ((?x15667 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x644 (and (distinct ok_x 0) true)))
(let (($x3879 (=> (and $x644) (and $x644 (= (<= (+ ?x15667 c1) c2) (<= ?x15667 (- c2 c1)))))))
(not $x3879)))))
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
 (let ((?x15667 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x644 (and (distinct ok_x 0) true)))
(let (($x4893 (=> (and $x644) (and $x644 (= (<= ?x15667 (- c2 c1)) (<= (+ ?x15667 c1) c2))))))
(not $x4893)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x11165 (<= k_c2 9223372036854775807)))
 (let (($x52 (>= k_c2 (- 9223372036854775808))))
 (and $x52 $x11165))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x8158 (<= k_c1 9223372036854775807)))
 (let (($x11647 (>= k_c1 (- 9223372036854775808))))
 (and $x11647 $x8158))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x14479 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x6941 (and (and true true $x14479) (= (- k_c2 k_c1) (- k_c2 k_c1)))))
(not (and $x6941)))))
(check-sat)
(pop 1)
(exit)
