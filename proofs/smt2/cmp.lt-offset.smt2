; cmp/lt-offset: refinement both ways; every check-sat must answer unsat
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
 (let ((?x1755 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x9896 (and (distinct 0 ok_x) true)))
(let (($x2583 (=> (and $x9896) (and $x9896 (= (< (+ ?x1755 c1) c2) (< ?x1755 (- c2 c1)))))))
(not $x2583)))))
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
 (let ((?x1755 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x9896 (and (distinct 0 ok_x) true)))
(let (($x2648 (=> (and $x9896) (and $x9896 (= (< ?x1755 (- c2 c1)) (< (+ ?x1755 c1) c2))))))
(not $x2648)))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x9571 (<= k_c2 9223372036854775807)))
 (let (($x9598 (>= k_c2 (- 9223372036854775808))))
 (and $x9598 $x9571))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x11391 (<= k_c1 9223372036854775807)))
 (let (($x4759 (>= k_c1 (- 9223372036854775808))))
 (and $x4759 $x11391))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x3147 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x14167 (and (and true true $x3147) (= (- k_c2 k_c1) (- k_c2 k_c1)))))
(not (and $x14167)))))
(check-sat)
(pop)
