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
 (let ((?x18959 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x14464 (and (distinct ok_x 0) true)))
(let (($x2831 (=> (and $x14464) (and $x14464 (= (> (+ ?x18959 c1) c2) (> ?x18959 (- c2 c1)))))))
(not $x2831)))))
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
 (let ((?x18959 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x14464 (and (distinct ok_x 0) true)))
(let (($x8530 (=> (and $x14464) (and $x14464 (= (> ?x18959 (- c2 c1)) (> (+ ?x18959 c1) c2))))))
(not $x8530)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x18558 (<= k_c2 9223372036854775807)))
 (let (($x13703 (>= k_c2 (- 9223372036854775808))))
 (and $x13703 $x18558))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x4361 (<= k_c1 9223372036854775807)))
 (let (($x5223 (>= k_c1 (- 9223372036854775808))))
 (and $x5223 $x4361))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x18799 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x13064 (and (and true true $x18799) (= (- k_c2 k_c1) (- k_c2 k_c1)))))
(not (and $x13064)))))
(check-sat)
(pop 1)
(exit)
