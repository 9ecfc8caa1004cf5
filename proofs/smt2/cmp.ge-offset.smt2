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
 (let ((?x2451 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x4087 (and (distinct 0 ok_x) true)))
(let (($x53 (=> (and $x4087) (and $x4087 (= (>= (+ ?x2451 c1) c2) (>= ?x2451 (- c2 c1)))))))
(not $x53)))))
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
 (let ((?x2451 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x4087 (and (distinct 0 ok_x) true)))
(let (($x1837 (=> (and $x4087) (and $x4087 (= (>= ?x2451 (- c2 c1)) (>= (+ ?x2451 c1) c2))))))
(not $x1837)))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x4988 (<= k_c2 9223372036854775807)))
 (let (($x3012 (>= k_c2 (- 9223372036854775808))))
 (and $x3012 $x4988))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x12912 (<= k_c1 9223372036854775807)))
 (let (($x10014 (>= k_c1 (- 9223372036854775808))))
 (and $x10014 $x12912))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x11990 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x3497 (and (and true true $x11990) (= (- k_c2 k_c1) (- k_c2 k_c1)))))
(not (and $x3497)))))
(check-sat)
(pop)
