; cmp/ge-offset: refinement both ways; every check-sat must answer unsat
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
 (let ((?x979 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x11889 (and (distinct ok_x 0) true)))
(let (($x18808 (=> (and $x11889) (and $x11889 (= (>= (+ ?x979 c1) c2) (>= ?x979 (- c2 c1)))))))
(not $x18808)))))
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
 (let ((?x979 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x11889 (and (distinct ok_x 0) true)))
(let (($x15802 (=> (and $x11889) (and $x11889 (= (>= ?x979 (- c2 c1)) (>= (+ ?x979 c1) c2))))))
(not $x15802)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x4127 (<= k_c2 9223372036854775807)))
 (let (($x15117 (>= k_c2 (- 9223372036854775808))))
 (and $x15117 $x4127))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x7430 (<= k_c1 9223372036854775807)))
 (let (($x3745 (>= k_c1 (- 9223372036854775808))))
 (and $x3745 $x7430))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x14022 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x14430 (and (and true true $x14022) (= (- k_c2 k_c1) (- k_c2 k_c1)))))
(not (and $x14430)))))
(check-sat)
(pop 1)
(exit)
