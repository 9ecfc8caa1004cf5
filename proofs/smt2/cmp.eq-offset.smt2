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
 (let ((?x2997 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x13694 (and (distinct 0 ok_x) true)))
(let (($x7036 (=> (and $x13694) (and $x13694 (= (= (+ ?x2997 c1) c2) (= ?x2997 (- c2 c1)))))))
(not $x7036)))))
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
 (let ((?x2997 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x13694 (and (distinct 0 ok_x) true)))
(let (($x6901 (=> (and $x13694) (and $x13694 (= (= ?x2997 (- c2 c1)) (= (+ ?x2997 c1) c2))))))
(not $x6901)))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x6776 (<= k_c2 9223372036854775807)))
 (let (($x3796 (>= k_c2 (- 9223372036854775808))))
 (and $x3796 $x6776))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x5982 (<= k_c1 9223372036854775807)))
 (let (($x660 (>= k_c1 (- 9223372036854775808))))
 (and $x660 $x5982))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x11285 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x16393 (and (and true true $x11285) (= (- k_c2 k_c1) (- k_c2 k_c1)))))
(not (and $x16393)))))
(check-sat)
(pop)
