; cmp/gt-offset: refinement both ways; every check-sat must answer unsat
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
 (let ((?x1796 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x10014 (and (distinct 0 ok_x) true)))
(let (($x13015 (=> (and $x10014) (and $x10014 (= (> (+ ?x1796 c1) c2) (> ?x1796 (- c2 c1)))))))
(not $x13015)))))
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
 (let ((?x1796 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x10014 (and (distinct 0 ok_x) true)))
(let (($x15422 (=> (and $x10014) (and $x10014 (= (> ?x1796 (- c2 c1)) (> (+ ?x1796 c1) c2))))))
(not $x15422)))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x4744 (<= k_c2 9223372036854775807)))
 (let (($x136 (>= k_c2 (- 9223372036854775808))))
 (and $x136 $x4744))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x12042 (<= k_c1 9223372036854775807)))
 (let (($x11990 (>= k_c1 (- 9223372036854775808))))
 (and $x11990 $x12042))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x3012 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x12912 (and (and true true $x3012) (= (- k_c2 k_c1) (- k_c2 k_c1)))))
(not (and $x12912)))))
(check-sat)
(pop)
