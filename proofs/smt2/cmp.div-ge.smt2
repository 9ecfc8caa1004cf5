; cmp/div-ge: refinement both ways; every check-sat must answer unsat
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
 (let ((?x10935 (* c c2)))
(let ((?x7358 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x11655 (>= (ite (>= c 0) (div ?x7358 c) (div (- ?x7358) (- c))) c2)))
(let (($x12102 (and (distinct ok_x 0) true)))
(let (($x4770 (=> (and $x12102 (and (distinct c 0) true)) (and $x12102 (= $x11655 (>= ?x7358 ?x10935))))))
(not $x4770)))))))
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
 (let ((?x7358 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x5555 (>= c 0)))
(let (($x1522 (= (>= ?x7358 (* c c2)) (>= (ite $x5555 (div ?x7358 c) (div (- ?x7358) (- c))) c2))))
(let (($x370 (and (distinct c 0) true)))
(let (($x12102 (and (distinct ok_x 0) true)))
(not (=> (and $x12102) (and $x12102 $x370 $x1522)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x2383 (<= k_c 9223372036854775807)))
 (let (($x16877 (>= k_c (- 9223372036854775808))))
 (and $x16877 $x2383))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x15667 (<= k_c2 9223372036854775807)))
 (let (($x10990 (>= k_c2 (- 9223372036854775808))))
 (and $x10990 $x15667))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x13185 (< 0 k_c)))
 (and true true $x13185)))
(assert
 (let (($x13185 (< 0 k_c)))
(let ((?x487 (* k_c k_c2)))
(let (($x11165 (<= ?x487 9223372036854775807)))
(let (($x8940 (>= ?x487 (- 9223372036854775808))))
(let (($x4718 (and $x8940 $x11165)))
(not (and (and (and true true (and true $x4718)) (= ?x487 ?x487)) $x13185))))))))
(check-sat)
(pop 1)
(exit)
