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
 (let ((?x14988 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x1209 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3744 (= (> (+ ?x1209 c1) (+ ?x14988 c2)) (> ?x1209 (+ ?x14988 (- c2 c1))))))
(let (($x8508 (and (distinct ok_y 0) true)))
(let (($x13923 (and (distinct ok_x 0) true)))
(not (=> (and $x13923 $x8508) (and $x13923 $x8508 $x3744)))))))))
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
 (let ((?x14988 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x1209 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x14549 (= (> ?x1209 (+ ?x14988 (- c2 c1))) (> (+ ?x1209 c1) (+ ?x14988 c2)))))
(let (($x8508 (and (distinct ok_y 0) true)))
(let (($x13923 (and (distinct ok_x 0) true)))
(not (=> (and $x13923 $x8508) (and $x13923 $x8508 $x14549)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x7025 (<= k_c2 9223372036854775807)))
 (let (($x8737 (>= k_c2 (- 9223372036854775808))))
 (and $x8737 $x7025))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x13919 (<= k_c1 9223372036854775807)))
 (let (($x1085 (>= k_c1 (- 9223372036854775808))))
 (and $x1085 $x13919))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x2604 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x4311 (and (and true true $x2604) (= (- k_c2 k_c1) (- k_c2 k_c1)))))
(not (and $x4311)))))
(check-sat)
(pop 1)
(exit)
