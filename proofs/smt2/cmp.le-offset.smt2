; cmp/le-offset: refinement both ways; every check-sat must answer unsat
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
 (let ((?x15198 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x16112 (and (distinct 0 ok_x) true)))
(let (($x7658 (=> (and $x16112) (and $x16112 (= (<= (+ ?x15198 c1) c2) (<= ?x15198 (- c2 c1)))))))
(not $x7658)))))
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
 (let ((?x15198 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x16112 (and (distinct 0 ok_x) true)))
(let (($x6538 (=> (and $x16112) (and $x16112 (= (<= ?x15198 (- c2 c1)) (<= (+ ?x15198 c1) c2))))))
(not $x6538)))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x7377 (<= k_c2 9223372036854775807)))
 (let (($x3072 (>= k_c2 (- 9223372036854775808))))
 (and $x3072 $x7377))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x2562 (<= k_c1 9223372036854775807)))
 (let (($x13734 (>= k_c1 (- 9223372036854775808))))
 (and $x13734 $x2562))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x10765 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x732 (and (and true true $x10765) (= (- k_c2 k_c1) (- k_c2 k_c1)))))
(not (and $x732)))))
(check-sat)
(pop)
