; cmp/ge-offset: refinement both ways; every check-sat must answer unsat
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
 (let ((?x9219 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x15051 (and (distinct 0 ok_x) true)))
(let (($x16654 (=> (and $x15051) (and $x15051 (= (>= (+ ?x9219 c1) c2) (>= ?x9219 (- c2 c1)))))))
(not $x16654)))))
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
 (let ((?x9219 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x15051 (and (distinct 0 ok_x) true)))
(let (($x13942 (=> (and $x15051) (and $x15051 (= (>= ?x9219 (- c2 c1)) (>= (+ ?x9219 c1) c2))))))
(not $x13942)))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x13734 (<= k_c2 9223372036854775807)))
 (let (($x2562 (>= k_c2 (- 9223372036854775808))))
 (and $x2562 $x13734))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x1260 (<= k_c1 9223372036854775807)))
 (let (($x9721 (>= k_c1 (- 9223372036854775808))))
 (and $x9721 $x1260))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x15178 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x10631 (and (and true true $x15178) (= (- k_c2 k_c1) (- k_c2 k_c1)))))
(not (and $x10631)))))
(check-sat)
(pop)
