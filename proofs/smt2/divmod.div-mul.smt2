; divmod/div-mul: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x557 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x1594 (>= c 0)))
(let (($x1333 (= (ite $x1594 (div (* ?x557 c) c) (div (- (* ?x557 c)) (- c))) ?x557)))
(let (($x4303 (and (distinct 0 ok_x) true)))
(not (=> (and $x4303 (and (distinct 0 c) true)) (and $x4303 $x1333))))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x557 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x169 (* ?x557 c)))
(let (($x1594 (>= c 0)))
(let (($x4773 (and (distinct 0 c) true)))
(let (($x4303 (and (distinct 0 ok_x) true)))
(let (($x1029 (and $x4303 $x4773 (= ?x557 (ite $x1594 (div ?x169 c) (div (- ?x169) (- c)))))))
(not (=> (and $x4303) $x1029)))))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x6361 (<= k_c 9223372036854775807)))
 (let (($x2457 (>= k_c (- 9223372036854775808))))
 (and $x2457 $x6361))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x750 (and (distinct 0 k_c) true)))
 (and true true $x750)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop)
