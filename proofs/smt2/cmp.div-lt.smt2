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
 (let ((?x17552 (* c c2)))
(let ((?x9731 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x17585 (= (< (ite (>= c 0) (div ?x9731 c) (div (- ?x9731) (- c))) c2) (< ?x9731 ?x17552))))
(let (($x29 (and (distinct ok_x 0) true)))
(not (=> (and $x29 (and (distinct c 0) true)) (and $x29 $x17585))))))))
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
 (let ((?x9731 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x9478 (>= c 0)))
(let (($x17734 (= (< ?x9731 (* c c2)) (< (ite $x9478 (div ?x9731 c) (div (- ?x9731) (- c))) c2))))
(let (($x11825 (and (distinct c 0) true)))
(let (($x29 (and (distinct ok_x 0) true)))
(not (=> (and $x29) (and $x29 $x11825 $x17734)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x2831 (<= k_c 9223372036854775807)))
 (let (($x4222 (>= k_c (- 9223372036854775808))))
 (and $x4222 $x2831))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x2279 (<= k_c2 9223372036854775807)))
 (let (($x11608 (>= k_c2 (- 9223372036854775808))))
 (and $x11608 $x2279))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x8117 (< 0 k_c)))
 (and true true $x8117)))
(assert
 (let (($x8117 (< 0 k_c)))
(let (($x2508 (and (>= (* k_c k_c2) (- 9223372036854775808)) (<= (* k_c k_c2) 9223372036854775807))))
(let (($x15001 (and (and true true (and true $x2508)) (= (* k_c k_c2) (* k_c k_c2)))))
(not (and $x15001 $x8117))))))
(check-sat)
(pop 1)
(exit)
