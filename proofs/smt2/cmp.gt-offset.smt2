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
 (let ((?x663 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x2024 (and (distinct ok_x 0) true)))
(let (($x3127 (=> (and $x2024) (and $x2024 (= (> (+ ?x663 c1) c2) (> ?x663 (- c2 c1)))))))
(not $x3127)))))
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
 (let ((?x663 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x2024 (and (distinct ok_x 0) true)))
(let (($x3675 (=> (and $x2024) (and $x2024 (= (> ?x663 (- c2 c1)) (> (+ ?x663 c1) c2))))))
(not $x3675)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x15595 (<= k_c2 9223372036854775807)))
 (let (($x11518 (>= k_c2 (- 9223372036854775808))))
 (and $x11518 $x15595))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x4350 (<= k_c1 9223372036854775807)))
 (let (($x1215 (>= k_c1 (- 9223372036854775808))))
 (and $x1215 $x4350))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x10098 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
 (let (($x370 (and true true $x10098)))
 (and $x370 true (>= 2147483647 (- k_c2 k_c1))))))
(assert
 (let (($x10098 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
 (let (($x370 (and true true $x10098)))
 (and $x370 true (<= (- 2147483648) (- k_c2 k_c1))))))
(assert
 (let (($x10098 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x370 (and true true $x10098)))
(not (and (and $x370 (= (- k_c2 k_c1) (- k_c2 k_c1))))))))
(check-sat)
(pop 1)
(exit)
