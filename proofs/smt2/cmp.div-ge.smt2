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
 (let ((?x12847 (* c c2)))
(let ((?x7691 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x7393 (>= (ite (>= c 0) (div ?x7691 c) (div (- ?x7691) (- c))) c2)))
(let (($x6966 (and (distinct ok_x 0) true)))
(let (($x12049 (=> (and $x6966 (and (distinct c 0) true)) (and $x6966 (= $x7393 (>= ?x7691 ?x12847))))))
(not $x12049)))))))
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
 (let ((?x7691 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x13580 (>= c 0)))
(let (($x7306 (= (>= ?x7691 (* c c2)) (>= (ite $x13580 (div ?x7691 c) (div (- ?x7691) (- c))) c2))))
(let (($x5892 (and (distinct c 0) true)))
(let (($x6966 (and (distinct ok_x 0) true)))
(not (=> (and $x6966) (and $x6966 $x5892 $x7306)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x17960 (<= k_c 9223372036854775807)))
 (let (($x3320 (>= k_c (- 9223372036854775808))))
 (and $x3320 $x17960))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x8868 (<= k_c2 9223372036854775807)))
 (let (($x3280 (>= k_c2 (- 9223372036854775808))))
 (and $x3280 $x8868))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x2290 (< 0 k_c)))
 (and true true $x2290)))
(assert
 (let (($x2290 (< 0 k_c)))
(let (($x9910 (and (>= (* k_c k_c2) (- 9223372036854775808)) (<= (* k_c k_c2) 9223372036854775807))))
(let (($x6596 (and (and true true (and true $x9910)) (= (* k_c k_c2) (* k_c k_c2)))))
(not (and $x6596 $x2290))))))
(check-sat)
(pop 1)
(exit)
