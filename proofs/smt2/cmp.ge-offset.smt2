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
 (let ((?x10646 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x4717 (and (distinct ok_x 0) true)))
(let (($x4552 (=> (and $x4717) (and $x4717 (= (>= (+ ?x10646 c1) c2) (>= ?x10646 (- c2 c1)))))))
(not $x4552)))))
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
 (let ((?x10646 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x4717 (and (distinct ok_x 0) true)))
(let (($x5323 (=> (and $x4717) (and $x4717 (= (>= ?x10646 (- c2 c1)) (>= (+ ?x10646 c1) c2))))))
(not $x5323)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x13111 (<= k_c2 9223372036854775807)))
 (let (($x4311 (>= k_c2 (- 9223372036854775808))))
 (and $x4311 $x13111))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x15096 (<= k_c1 9223372036854775807)))
 (let (($x3986 (>= k_c1 (- 9223372036854775808))))
 (and $x3986 $x15096))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x7688 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x8737 (and (and true true $x7688) (= (- k_c2 k_c1) (- k_c2 k_c1)))))
(not (and $x8737)))))
(check-sat)
(pop 1)
(exit)
