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
 (let ((?x1541 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1420 (and (distinct 0 ok_x) true)))
(let (($x7247 (=> (and $x1420) (and $x1420 (= (< (+ ?x1541 c1) c2) (< ?x1541 (- c2 c1)))))))
(not $x7247)))))
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
 (let ((?x1541 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1420 (and (distinct 0 ok_x) true)))
(let (($x334 (=> (and $x1420) (and $x1420 (= (< ?x1541 (- c2 c1)) (< (+ ?x1541 c1) c2))))))
(not $x334)))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x9132 (<= k_c2 9223372036854775807)))
 (let (($x4988 (>= k_c2 (- 9223372036854775808))))
 (and $x4988 $x9132))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x2997 (<= k_c1 9223372036854775807)))
 (let (($x6901 (>= k_c1 (- 9223372036854775808))))
 (and $x6901 $x2997))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x5982 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x9978 (and (and true true $x5982) (= (- k_c2 k_c1) (- k_c2 k_c1)))))
(not (and $x9978)))))
(check-sat)
(pop)
