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
 (let ((?x5323 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x17809 (and (distinct ok_x 0) true)))
(let (($x6966 (=> (and $x17809) (and $x17809 (= (<= (+ ?x5323 c1) c2) (<= ?x5323 (- c2 c1)))))))
(not $x6966)))))
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
 (let ((?x5323 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x17809 (and (distinct ok_x 0) true)))
(let (($x15307 (=> (and $x17809) (and $x17809 (= (<= ?x5323 (- c2 c1)) (<= (+ ?x5323 c1) c2))))))
(not $x15307)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x13994 (<= k_c2 9223372036854775807)))
 (let (($x3986 (>= k_c2 (- 9223372036854775808))))
 (and $x3986 $x13994))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x15906 (<= k_c1 9223372036854775807)))
 (let (($x14155 (>= k_c1 (- 9223372036854775808))))
 (and $x14155 $x15906))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x11012 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x3670 (and (and true true $x11012) (= (- k_c2 k_c1) (- k_c2 k_c1)))))
(not (and $x3670)))))
(check-sat)
(pop 1)
(exit)
