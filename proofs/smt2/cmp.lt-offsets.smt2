; cmp/lt-offsets: refinement both ways; every check-sat must answer unsat
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
 (let ((?x1996 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x10790 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x2081 (= (< (+ ?x10790 c1) (+ ?x1996 c2)) (< ?x10790 (+ ?x1996 (- c2 c1))))))
(let (($x2577 (and (distinct ok_y 0) true)))
(let (($x8532 (and (distinct ok_x 0) true)))
(not (=> (and $x8532 $x2577) (and $x8532 $x2577 $x2081)))))))))
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
 (let ((?x1996 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x10790 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x6423 (= (< ?x10790 (+ ?x1996 (- c2 c1))) (< (+ ?x10790 c1) (+ ?x1996 c2)))))
(let (($x2577 (and (distinct ok_y 0) true)))
(let (($x8532 (and (distinct ok_x 0) true)))
(not (=> (and $x8532 $x2577) (and $x8532 $x2577 $x6423)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x3745 (<= k_c2 9223372036854775807)))
 (let (($x13507 (>= k_c2 (- 9223372036854775808))))
 (and $x13507 $x3745))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x15811 (<= k_c1 9223372036854775807)))
 (let (($x2081 (>= k_c1 (- 9223372036854775808))))
 (and $x2081 $x15811))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x2597 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x9362 (and (and true true $x2597) (= (- k_c2 k_c1) (- k_c2 k_c1)))))
(not (and $x9362)))))
(check-sat)
(pop 1)
(exit)
