; divmod/mod-mul-add-add: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_z () Int)
(declare-fun z () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (distinct (- 1) c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x2464 (- c)))
(let ((?x65 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x56 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x25 (+ ?x56 ?x65)))
(let (($x3982 (>= c 0)))
(let ((?x10970 (ite $x3982 (div (+ (+ (* x c) ?x56) ?x65) c) (div (- (+ (+ (* x c) ?x56) ?x65)) ?x2464))))
(let ((?x11167 (+ (+ (* x c) ?x56) ?x65)))
(let (($x28 (= (- ?x11167 (* c ?x10970)) (- ?x25 (* c (ite $x3982 (div ?x25 c) (div (- ?x25) ?x2464)))))))
(let (($x12 (not (and (= c (- 1)) (= ?x25 (- 2147483648))))))
(let (($x3356 (and (distinct c 0) true)))
(let (($x3716 (and (distinct ok_z 0) true)))
(let (($x2427 (and (distinct ok_y 0) true)))
(let (($x5249 (=> (and $x2427 $x3716 $x3356 (not (and (= c (- 1)) (= ?x11167 (- 2147483648))))) (and $x2427 $x3716 $x3356 $x12 $x28))))
(not $x5249)))))))))))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_z () Int)
(declare-fun z () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (distinct (- 1) c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x2464 (- c)))
(let ((?x65 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x56 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x11167 (+ (+ (* x c) ?x56) ?x65)))
(let (($x3982 (>= c 0)))
(let ((?x11513 (* c (ite $x3982 (div (+ ?x56 ?x65) c) (div (- (+ ?x56 ?x65)) ?x2464)))))
(let ((?x25 (+ ?x56 ?x65)))
(let (($x12574 (= (- ?x25 ?x11513) (- ?x11167 (* c (ite $x3982 (div ?x11167 c) (div (- ?x11167) ?x2464)))))))
(let (($x1461 (not (and (= c (- 1)) (= ?x11167 (- 2147483648))))))
(let (($x3356 (and (distinct c 0) true)))
(let (($x3716 (and (distinct ok_z 0) true)))
(let (($x2427 (and (distinct ok_y 0) true)))
(let (($x3840 (=> (and $x2427 $x3716 $x3356 (not (and (= c (- 1)) (= ?x25 (- 2147483648))))) (and $x2427 $x3716 $x3356 $x1461 $x12574))))
(not $x3840)))))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x2593 (<= k_c 9223372036854775807)))
 (let (($x12641 (>= k_c (- 9223372036854775808))))
 (and $x12641 $x2593))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x6105 (and (distinct 0 k_c) true)))
 (and true true $x6105)))
(assert
 (let (($x5016 (and (distinct (- 1) k_c) true)))
 (and true true $x5016)))
(assert
 (not (and (and (distinct 0 k_c) true) (and (distinct (- 1) k_c) true))))
(check-sat)
(pop 1)
(exit)
