; cmp/gt-offsets: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c1 () Int)
(declare-fun c2 () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x14487 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x14902 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1541 (= (> (+ ?x14902 c1) (+ ?x14487 c2)) (> ?x14902 (+ ?x14487 (- c2 c1))))))
(let (($x2210 (and (distinct ok_y 0) true)))
(let (($x16221 (and (distinct ok_x 0) true)))
(not (=> (and $x16221 $x2210) (and $x16221 $x2210 $x1541)))))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c1 () Int)
(declare-fun c2 () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x14487 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x14902 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x4101 (= (> ?x14902 (+ ?x14487 (- c2 c1))) (> (+ ?x14902 c1) (+ ?x14487 c2)))))
(let (($x2210 (and (distinct ok_y 0) true)))
(let (($x16221 (and (distinct ok_x 0) true)))
(not (=> (and $x16221 $x2210) (and $x16221 $x2210 $x4101)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x1663 (<= k_c2 9223372036854775807)))
 (let (($x4712 (>= k_c2 (- 9223372036854775808))))
 (and $x4712 $x1663))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x18016 (<= k_c1 9223372036854775807)))
 (let (($x4224 (>= k_c1 (- 9223372036854775808))))
 (and $x4224 $x18016))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x3175 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
 (let (($x2186 (and true true $x3175)))
 (and $x2186 true (>= 2147483647 (- k_c2 k_c1))))))
(assert
 (let (($x3175 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
 (let (($x2186 (and true true $x3175)))
 (and $x2186 true (<= (- 2147483648) (- k_c2 k_c1))))))
(assert
 (let (($x3175 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x2186 (and true true $x3175)))
(not (and (and $x2186 (= (- k_c2 k_c1) (- k_c2 k_c1))))))))
(check-sat)
(pop 1)
(exit)
