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
 (let ((?x12728 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x13068 (and (distinct ok_x 0) true)))
(let (($x8997 (=> (and $x13068) (and $x13068 (= (<= (+ ?x12728 c1) c2) (<= ?x12728 (- c2 c1)))))))
(not $x8997)))))
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
 (let ((?x12728 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x13068 (and (distinct ok_x 0) true)))
(let (($x4716 (=> (and $x13068) (and $x13068 (= (<= ?x12728 (- c2 c1)) (<= (+ ?x12728 c1) c2))))))
(not $x4716)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x10704 (<= k_c2 9223372036854775807)))
 (let (($x13064 (>= k_c2 (- 9223372036854775808))))
 (and $x13064 $x10704))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x2329 (<= k_c1 9223372036854775807)))
 (let (($x16495 (>= k_c1 (- 9223372036854775808))))
 (and $x16495 $x2329))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x18985 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x7131 (and (and true true $x18985) (= (- k_c2 k_c1) (- k_c2 k_c1)))))
(not (and $x7131)))))
(check-sat)
(pop 1)
(exit)
