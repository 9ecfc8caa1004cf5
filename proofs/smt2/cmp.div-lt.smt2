; cmp/div-lt: refinement both ways; every check-sat must answer unsat
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
 (let ((?x7658 (* c c2)))
(let ((?x2961 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x4303 (= (< (ite (>= c 0) (div ?x2961 c) (div (- ?x2961) (- c))) c2) (< ?x2961 ?x7658))))
(let (($x11131 (and (distinct 0 ok_x) true)))
(not (=> (and $x11131 (and (distinct 0 c) true)) (and $x11131 $x4303))))))))
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
 (let ((?x2961 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x5462 (>= c 0)))
(let (($x1142 (= (< ?x2961 (* c c2)) (< (ite $x5462 (div ?x2961 c) (div (- ?x2961) (- c))) c2))))
(let (($x6983 (and (distinct 0 c) true)))
(let (($x11131 (and (distinct 0 ok_x) true)))
(not (=> (and $x11131) (and $x11131 $x6983 $x1142)))))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x1563 (<= k_c 9223372036854775807)))
 (let (($x16782 (>= k_c (- 9223372036854775808))))
 (and $x16782 $x1563))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x15697 (<= k_c2 9223372036854775807)))
 (let (($x266 (>= k_c2 (- 9223372036854775808))))
 (and $x266 $x15697))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x8985 (< 0 k_c)))
 (and true true $x8985)))
(assert
 (let (($x8985 (< 0 k_c)))
(let (($x11322 (and (>= (* k_c k_c2) (- 9223372036854775808)) (<= (* k_c k_c2) 9223372036854775807))))
(let (($x10631 (and (and true true (and true $x11322)) (= (* k_c k_c2) (* k_c k_c2)))))
(not (and $x10631 $x8985))))))
(check-sat)
(pop)
