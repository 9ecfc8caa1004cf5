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
 (let ((?x7509 (* c c2)))
(let ((?x16582 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x586 (= (< (ite (>= c 0) (div ?x16582 c) (div (- ?x16582) (- c))) c2) (< ?x16582 ?x7509))))
(let (($x9049 (and (distinct ok_x 0) true)))
(let (($x13411 (not (and (= c (- 1)) (= ?x16582 (- 2147483648))))))
(let (($x12870 (and (distinct c 0) true)))
(not (=> (and $x9049 $x12870 $x13411) (and $x9049 $x586))))))))))
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
 (let ((?x16582 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x30 (>= c 0)))
(let (($x18499 (= (< ?x16582 (* c c2)) (< (ite $x30 (div ?x16582 c) (div (- ?x16582) (- c))) c2))))
(let (($x13411 (not (and (= c (- 1)) (= ?x16582 (- 2147483648))))))
(let (($x12870 (and (distinct c 0) true)))
(let (($x9049 (and (distinct ok_x 0) true)))
(not (=> (and $x9049) (and $x9049 $x12870 $x13411 $x18499))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x12967 (<= k_c 9223372036854775807)))
 (let (($x4136 (>= k_c (- 9223372036854775808))))
 (and $x4136 $x12967))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x17817 (<= k_c2 9223372036854775807)))
 (let (($x12841 (>= k_c2 (- 9223372036854775808))))
 (and $x12841 $x17817))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let ((?x4323 (* k_c k_c2)))
 (let (($x6625 (<= ?x4323 9223372036854775807)))
 (let (($x664 (>= ?x4323 (- 9223372036854775808))))
 (let (($x4712 (and $x664 $x6625)))
 (let (($x1255 (and true true (and true $x4712))))
 (and $x1255 true (>= 2147483647 ?x4323))))))))
(assert
 (let ((?x4323 (* k_c k_c2)))
 (let (($x6625 (<= ?x4323 9223372036854775807)))
 (let (($x664 (>= ?x4323 (- 9223372036854775808))))
 (let (($x4712 (and $x664 $x6625)))
 (let (($x1255 (and true true (and true $x4712))))
 (and $x1255 true (<= (- 2147483648) ?x4323))))))))
(assert
 (let (($x4151 (< 0 k_c)))
 (and true true $x4151)))
(assert
 (let (($x4151 (< 0 k_c)))
(let ((?x4323 (* k_c k_c2)))
(let (($x6625 (<= ?x4323 9223372036854775807)))
(let (($x664 (>= ?x4323 (- 9223372036854775808))))
(let (($x4712 (and $x664 $x6625)))
(let (($x1255 (and true true (and true $x4712))))
(not (and (and $x1255 (= ?x4323 ?x4323)) $x4151)))))))))
(check-sat)
(pop 1)
(exit)
