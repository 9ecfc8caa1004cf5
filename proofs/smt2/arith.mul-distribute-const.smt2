; arith/mul-distribute-const: refinement both ways; every check-sat must answer unsat
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
 (let ((?x1952 (* c1 c2)))
(let ((?x23 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x48 (and (distinct 0 ok_x) true)))
(let (($x8 (=> (and $x48) (and $x48 (= (* (+ ?x23 c1) c2) (+ (* ?x23 c2) ?x1952))))))
(not $x8))))))
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
 (let ((?x23 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x48 (and (distinct 0 ok_x) true)))
(let (($x19 (and $x48 (= (+ (* ?x23 c2) (* c1 c2)) (* (+ ?x23 c1) c2)))))
(not (=> (and $x48) $x19))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x59 (<= k_c1 9223372036854775807)))
 (let (($x305 (>= k_c1 (- 9223372036854775808))))
 (and $x305 $x59))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x31 (<= k_c2 9223372036854775807)))
 (let (($x6 (>= k_c2 (- 9223372036854775808))))
 (and $x6 $x31))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x36 (and (>= (* k_c1 k_c2) (- 9223372036854775808)) (<= (* k_c1 k_c2) 9223372036854775807))))
(let (($x15 (and (and true true (and true $x36)) (= (* k_c1 k_c2) (* k_c1 k_c2)))))
(not (and $x15)))))
(check-sat)
(pop)
