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
 (let ((?x1515 (* c c2)))
(let ((?x11422 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x18985 (>= (ite (>= c 0) (div ?x11422 c) (div (- ?x11422) (- c))) c2)))
(let (($x7507 (and (distinct ok_x 0) true)))
(let (($x16703 (=> (and $x7507 (and (distinct c 0) true)) (and $x7507 (= $x18985 (>= ?x11422 ?x1515))))))
(not $x16703)))))))
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
 (let ((?x11422 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x5923 (>= c 0)))
(let (($x17192 (= (>= ?x11422 (* c c2)) (>= (ite $x5923 (div ?x11422 c) (div (- ?x11422) (- c))) c2))))
(let (($x13696 (and (distinct c 0) true)))
(let (($x7507 (and (distinct ok_x 0) true)))
(not (=> (and $x7507) (and $x7507 $x13696 $x17192)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x6383 (<= k_c 9223372036854775807)))
 (let (($x1293 (>= k_c (- 9223372036854775808))))
 (and $x1293 $x6383))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x8117 (<= k_c2 9223372036854775807)))
 (let (($x13587 (>= k_c2 (- 9223372036854775808))))
 (and $x13587 $x8117))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x4222 (< 0 k_c)))
 (and true true $x4222)))
(assert
 (let (($x4222 (< 0 k_c)))
(let ((?x11608 (* k_c k_c2)))
(let (($x8530 (<= ?x11608 9223372036854775807)))
(let (($x11181 (>= ?x11608 (- 9223372036854775808))))
(let (($x10634 (and $x11181 $x8530)))
(not (and (and (and true true (and true $x10634)) (= ?x11608 ?x11608)) $x4222))))))))
(check-sat)
(pop 1)
(exit)
