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
 (let ((?x4744 (* c c2)))
(let ((?x16115 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x334 (= (< (ite (>= c 0) (div ?x16115 c) (div (- ?x16115) (- c))) c2) (< ?x16115 ?x4744))))
(let (($x12042 (and (distinct 0 ok_x) true)))
(not (=> (and $x12042 (and (distinct 0 c) true)) (and $x12042 $x334))))))))
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
 (let ((?x16115 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x3883 (>= c 0)))
(let (($x786 (= (< ?x16115 (* c c2)) (< (ite $x3883 (div ?x16115 c) (div (- ?x16115) (- c))) c2))))
(let (($x4170 (and (distinct 0 c) true)))
(let (($x12042 (and (distinct 0 ok_x) true)))
(not (=> (and $x12042) (and $x12042 $x4170 $x786)))))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x3314 (<= k_c 9223372036854775807)))
 (let (($x10334 (>= k_c (- 9223372036854775808))))
 (and $x10334 $x3314))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x750 (<= k_c2 9223372036854775807)))
 (let (($x41 (>= k_c2 (- 9223372036854775808))))
 (and $x41 $x750))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x9978 (< 0 k_c)))
 (and true true $x9978)))
(assert
 (let (($x9978 (< 0 k_c)))
(let (($x3065 (and (>= (* k_c k_c2) (- 9223372036854775808)) (<= (* k_c k_c2) 9223372036854775807))))
(let (($x1999 (and (and true true (and true $x3065)) (= (* k_c k_c2) (* k_c k_c2)))))
(not (and $x1999 $x9978))))))
(check-sat)
(pop)
