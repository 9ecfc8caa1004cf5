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
 (let ((?x9087 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x16126 (and (distinct 0 ok_x) true)))
(let (($x2788 (=> (and $x16126) (and $x16126 (= (> (+ ?x9087 c1) c2) (> ?x9087 (- c2 c1)))))))
(not $x2788)))))
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
 (let ((?x9087 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x16126 (and (distinct 0 ok_x) true)))
(let (($x13735 (=> (and $x16126) (and $x16126 (= (> ?x9087 (- c2 c1)) (> (+ ?x9087 c1) c2))))))
(not $x13735)))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x11322 (<= k_c2 9223372036854775807)))
 (let (($x14981 (>= k_c2 (- 9223372036854775808))))
 (and $x14981 $x11322))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x29 (<= k_c1 9223372036854775807)))
 (let (($x366 (>= k_c1 (- 9223372036854775808))))
 (and $x366 $x29))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x4465 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x15266 (and (and true true $x4465) (= (- k_c2 k_c1) (- k_c2 k_c1)))))
(not (and $x15266)))))
(check-sat)
(pop)
