; cmp/le-offset: refinement both ways; every check-sat must answer unsat
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
 (let ((?x17361 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x5513 (and (distinct ok_x 0) true)))
(let (($x15034 (=> (and $x5513) (and $x5513 (= (<= (+ ?x17361 c1) c2) (<= ?x17361 (- c2 c1)))))))
(not $x15034)))))
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
 (let ((?x17361 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x5513 (and (distinct ok_x 0) true)))
(let (($x3127 (=> (and $x5513) (and $x5513 (= (<= ?x17361 (- c2 c1)) (<= (+ ?x17361 c1) c2))))))
(not $x3127)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x55 (<= k_c2 9223372036854775807)))
 (let (($x3675 (>= k_c2 (- 9223372036854775808))))
 (and $x3675 $x55))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x5575 (<= k_c1 9223372036854775807)))
 (let (($x8859 (>= k_c1 (- 9223372036854775808))))
 (and $x8859 $x5575))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x4350 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
 (let (($x11677 (and true true $x4350)))
 (and $x11677 true (>= 2147483647 (- k_c2 k_c1))))))
(assert
 (let (($x4350 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
 (let (($x11677 (and true true $x4350)))
 (and $x11677 true (<= (- 2147483648) (- k_c2 k_c1))))))
(assert
 (let (($x4350 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x11677 (and true true $x4350)))
(not (and (and $x11677 (= (- k_c2 k_c1) (- k_c2 k_c1))))))))
(check-sat)
(pop 1)
(exit)
