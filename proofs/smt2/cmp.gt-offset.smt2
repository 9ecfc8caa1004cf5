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
 (let ((?x13507 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x18079 (and (distinct ok_x 0) true)))
(let (($x19095 (=> (and $x18079) (and $x18079 (= (> (+ ?x13507 c1) c2) (> ?x13507 (- c2 c1)))))))
(not $x19095)))))
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
 (let ((?x13507 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x18079 (and (distinct ok_x 0) true)))
(let (($x10225 (=> (and $x18079) (and $x18079 (= (> ?x13507 (- c2 c1)) (> (+ ?x13507 c1) c2))))))
(not $x10225)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x6578 (<= k_c2 9223372036854775807)))
 (let (($x16497 (>= k_c2 (- 9223372036854775808))))
 (and $x16497 $x6578))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x11 (<= k_c1 9223372036854775807)))
 (let (($x8849 (>= k_c1 (- 9223372036854775808))))
 (and $x8849 $x11))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x2298 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x18541 (and (and true true $x2298) (= (- k_c2 k_c1) (- k_c2 k_c1)))))
(not (and $x18541)))))
(check-sat)
(pop 1)
(exit)
