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
 (let ((?x3149 (* c c2)))
(let ((?x13770 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x16954 (>= (ite (>= c 0) (div ?x13770 c) (div (- ?x13770) (- c))) c2)))
(let (($x706 (and (distinct ok_x 0) true)))
(let (($x13411 (not (and (= c (- 1)) (= ?x13770 (- 2147483648))))))
(let (($x7509 (and (distinct c 0) true)))
(not (=> (and $x706 $x7509 $x13411) (and $x706 (= $x16954 (>= ?x13770 ?x3149))))))))))))
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
 (let ((?x13770 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x9049 (>= c 0)))
(let (($x16725 (= (>= ?x13770 (* c c2)) (>= (ite $x9049 (div ?x13770 c) (div (- ?x13770) (- c))) c2))))
(let (($x13411 (not (and (= c (- 1)) (= ?x13770 (- 2147483648))))))
(let (($x7509 (and (distinct c 0) true)))
(let (($x706 (and (distinct ok_x 0) true)))
(not (=> (and $x706) (and $x706 $x7509 $x13411 $x16725))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x16790 (<= k_c 9223372036854775807)))
 (let (($x586 (>= k_c (- 9223372036854775808))))
 (and $x586 $x16790))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x18536 (<= k_c2 9223372036854775807)))
 (let (($x1053 (>= k_c2 (- 9223372036854775808))))
 (and $x1053 $x18536))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x18528 (and true (and (>= (* k_c k_c2) (- 9223372036854775808)) (<= (* k_c k_c2) 9223372036854775807)))))
 (let (($x4584 (and true true $x18528)))
 (and $x4584 true (>= 2147483647 (* k_c k_c2))))))
(assert
 (let (($x18528 (and true (and (>= (* k_c k_c2) (- 9223372036854775808)) (<= (* k_c k_c2) 9223372036854775807)))))
 (let (($x4584 (and true true $x18528)))
 (and $x4584 true (<= (- 2147483648) (* k_c k_c2))))))
(assert
 (let (($x17817 (< 0 k_c)))
 (and true true $x17817)))
(assert
 (let (($x17817 (< 0 k_c)))
(let (($x18528 (and true (and (>= (* k_c k_c2) (- 9223372036854775808)) (<= (* k_c k_c2) 9223372036854775807)))))
(let (($x4584 (and true true $x18528)))
(not (and (and $x4584 (= (* k_c k_c2) (* k_c k_c2))) $x17817))))))
(check-sat)
(pop 1)
(exit)
