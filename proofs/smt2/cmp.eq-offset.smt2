; cmp/eq-offset: refinement both ways; every check-sat must answer unsat
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
 (let ((?x15064 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x17314 (and (distinct ok_x 0) true)))
(let (($x2995 (=> (and $x17314) (and $x17314 (= (= (+ ?x15064 c1) c2) (= ?x15064 (- c2 c1)))))))
(not $x2995)))))
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
 (let ((?x15064 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x17314 (and (distinct ok_x 0) true)))
(let (($x16171 (=> (and $x17314) (and $x17314 (= (= ?x15064 (- c2 c1)) (= (+ ?x15064 c1) c2))))))
(not $x16171)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x13064 (<= k_c2 9223372036854775807)))
 (let (($x18784 (>= k_c2 (- 9223372036854775808))))
 (and $x18784 $x13064))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x14485 (<= k_c1 9223372036854775807)))
 (let (($x18137 (>= k_c1 (- 9223372036854775808))))
 (and $x18137 $x14485))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x5223 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x11949 (and (and true true $x5223) (= (- k_c2 k_c1) (- k_c2 k_c1)))))
(not (and $x11949)))))
(check-sat)
(pop 1)
(exit)
