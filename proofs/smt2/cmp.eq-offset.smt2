; cmp/eq-offset: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
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
 (let ((?x15871 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x5149 (and (distinct 0 ok_x) true)))
(let (($x7192 (=> (and $x5149) (and $x5149 (= (= (+ ?x15871 c1) c2) (= ?x15871 (- c2 c1)))))))
(not $x7192)))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
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
 (let ((?x15871 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x5149 (and (distinct 0 ok_x) true)))
(let (($x9727 (=> (and $x5149) (and $x5149 (= (= ?x15871 (- c2 c1)) (= (+ ?x15871 c1) c2))))))
(not $x9727)))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x15178 (<= k_c2 9223372036854775807)))
 (let (($x9598 (>= k_c2 (- 9223372036854775808))))
 (and $x9598 $x15178))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x11244 (<= k_c1 9223372036854775807)))
 (let (($x13409 (>= k_c1 (- 9223372036854775808))))
 (and $x13409 $x11244))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x9721 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x2343 (and (and true true $x9721) (= (- k_c2 k_c1) (- k_c2 k_c1)))))
(not (and $x2343)))))
(check-sat)
(pop)
