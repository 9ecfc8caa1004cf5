; cmp/gt-offset: refinement both ways; every check-sat must answer unsat
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
 (let ((?x16679 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x198 (and (distinct ok_x 0) true)))
(let (($x18642 (=> (and $x198) (and $x198 (= (> (+ ?x16679 c1) c2) (> ?x16679 (- c2 c1)))))))
(not $x18642)))))
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
 (let ((?x16679 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x198 (and (distinct ok_x 0) true)))
(let (($x3385 (=> (and $x198) (and $x198 (= (> ?x16679 (- c2 c1)) (> (+ ?x16679 c1) c2))))))
(not $x3385)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x896 (<= k_c2 9223372036854775807)))
 (let (($x14031 (>= k_c2 (- 9223372036854775808))))
 (and $x14031 $x896))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x17060 (<= k_c1 9223372036854775807)))
 (let (($x12908 (>= k_c1 (- 9223372036854775808))))
 (and $x12908 $x17060))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x4712 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
 (let (($x12469 (and true true $x4712)))
 (and $x12469 true (>= 2147483647 (- k_c2 k_c1))))))
(assert
 (let (($x4712 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
 (let (($x12469 (and true true $x4712)))
 (and $x12469 true (<= (- 2147483648) (- k_c2 k_c1))))))
(assert
 (let (($x4712 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x12469 (and true true $x4712)))
(not (and (and $x12469 (= (- k_c2 k_c1) (- k_c2 k_c1))))))))
(check-sat)
(pop 1)
(exit)
