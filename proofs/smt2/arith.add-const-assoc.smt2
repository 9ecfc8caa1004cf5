; arith/add-const-assoc: refinement both ways; every check-sat must answer unsat
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
 (let ((?x133 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1952 (and (distinct 0 ok_x) true)))
(let (($x1239 (=> (and $x1952) (and $x1952 (= (+ (+ ?x133 c1) c2) (+ ?x133 (+ c1 c2)))))))
(not $x1239)))))
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
 (let ((?x133 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1952 (and (distinct 0 ok_x) true)))
(let (($x24 (=> (and $x1952) (and $x1952 (= (+ ?x133 (+ c1 c2)) (+ (+ ?x133 c1) c2))))))
(not $x24)))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x28 (<= k_c1 9223372036854775807)))
 (let (($x39 (>= k_c1 (- 9223372036854775808))))
 (and $x39 $x28))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x30 (<= k_c2 9223372036854775807)))
 (let (($x11 (>= k_c2 (- 9223372036854775808))))
 (and $x11 $x30))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x3015 (and true (and (>= (+ k_c1 k_c2) (- 9223372036854775808)) (<= (+ k_c1 k_c2) 9223372036854775807)))))
(let (($x9 (and (and true true $x3015) (= (+ k_c1 k_c2) (+ k_c1 k_c2)))))
(not (and $x9)))))
(check-sat)
(pop)
