; cmp/lt-offset: refinement both ways; every check-sat must answer unsat
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
 (let ((?x6540 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x13179 (and (distinct ok_x 0) true)))
(let (($x2220 (=> (and $x13179) (and $x13179 (= (< (+ ?x6540 c1) c2) (< ?x6540 (- c2 c1)))))))
(not $x2220)))))
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
 (let ((?x6540 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x13179 (and (distinct ok_x 0) true)))
(let (($x15034 (=> (and $x13179) (and $x13179 (= (< ?x6540 (- c2 c1)) (< (+ ?x6540 c1) c2))))))
(not $x15034)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x534 (<= k_c2 9223372036854775807)))
 (let (($x3127 (>= k_c2 (- 9223372036854775808))))
 (and $x3127 $x534))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x2630 (<= k_c1 9223372036854775807)))
 (let (($x5575 (>= k_c1 (- 9223372036854775808))))
 (and $x5575 $x2630))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x1791 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
 (let (($x8859 (and true true $x1791)))
 (and $x8859 true (>= 2147483647 (- k_c2 k_c1))))))
(assert
 (let (($x1791 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
 (let (($x8859 (and true true $x1791)))
 (and $x8859 true (<= (- 2147483648) (- k_c2 k_c1))))))
(assert
 (let (($x1791 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x8859 (and true true $x1791)))
(not (and (and $x8859 (= (- k_c2 k_c1) (- k_c2 k_c1))))))))
(check-sat)
(pop 1)
(exit)
