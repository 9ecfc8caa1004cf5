; cmp/div-ge: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun c2 () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (< 0 c))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x5856 (* c c2)))
(let ((?x11540 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3782 (>= (ite (>= c 0) (div ?x11540 c) (div (- ?x11540) (- c))) c2)))
(let (($x10014 (and (distinct 0 ok_x) true)))
(let (($x12604 (=> (and $x10014 (and (distinct 0 c) true)) (and $x10014 (= $x3782 (>= ?x11540 ?x5856))))))
(not $x12604)))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun c2 () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (< 0 c))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x11540 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x12666 (>= c 0)))
(let (($x29 (= (>= ?x11540 (* c c2)) (>= (ite $x12666 (div ?x11540 c) (div (- ?x11540) (- c))) c2))))
(let (($x2519 (and (distinct 0 c) true)))
(let (($x10014 (and (distinct 0 ok_x) true)))
(not (=> (and $x10014) (and $x10014 $x2519 $x29)))))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x5946 (<= k_c 9223372036854775807)))
 (let (($x9049 (>= k_c (- 9223372036854775808))))
 (and $x9049 $x5946))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x293 (<= k_c2 9223372036854775807)))
 (let (($x3065 (>= k_c2 (- 9223372036854775808))))
 (and $x3065 $x293))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x3012 (< 0 k_c)))
 (and true true $x3012)))
(assert
 (let (($x3012 (< 0 k_c)))
(let ((?x2859 (* k_c k_c2)))
(let (($x9132 (<= ?x2859 9223372036854775807)))
(let (($x5474 (>= ?x2859 (- 9223372036854775808))))
(let (($x41 (and $x5474 $x9132)))
(not (and (and (and true true (and true $x41)) (= ?x2859 ?x2859)) $x3012))))))))
(check-sat)
(pop)
