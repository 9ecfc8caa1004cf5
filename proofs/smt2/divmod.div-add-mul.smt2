; divmod/div-add-mul: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (distinct (- 1) c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x11747 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x4639 (- c)))
(let ((?x3661 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x3326 (>= c 0)))
(let ((?x274 (ite $x3326 (div (+ ?x3661 (* ?x11747 c)) c) (div (- (+ ?x3661 (* ?x11747 c))) ?x4639))))
(let (($x4179 (and (distinct ok_x 0) true)))
(let (($x3305 (not (and (= c (- 1)) (= ?x3661 (- 2147483648))))))
(let (($x1028 (and (distinct c 0) true)))
(let (($x4212 (and (distinct ok_y 0) true)))
(let (($x3424 (and $x4212 $x1028 $x3305 $x4179 (= ?x274 (+ (ite $x3326 (div ?x3661 c) (div (- ?x3661) ?x4639)) ?x11747)))))
(let (($x41 (not (and (= c (- 1)) (= (+ ?x3661 (* ?x11747 c)) (- 2147483648))))))
(not (=> (and $x4212 $x4179 $x1028 $x41) $x3424))))))))))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (distinct (- 1) c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x4639 (- c)))
(let ((?x11747 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x3661 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x725 (+ ?x3661 (* ?x11747 c))))
(let (($x3326 (>= c 0)))
(let (($x4090 (= (+ (ite $x3326 (div ?x3661 c) (div (- ?x3661) ?x4639)) ?x11747) (ite $x3326 (div ?x725 c) (div (- ?x725) ?x4639)))))
(let (($x41 (not (and (= c (- 1)) (= ?x725 (- 2147483648))))))
(let (($x1028 (and (distinct c 0) true)))
(let (($x4179 (and (distinct ok_x 0) true)))
(let (($x4212 (and (distinct ok_y 0) true)))
(let (($x9090 (=> (and $x4212 $x1028 (not (and (= c (- 1)) (= ?x3661 (- 2147483648)))) $x4179) (and $x4212 $x4179 $x1028 $x41 $x4090))))
(not $x9090)))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x38 (<= k_c 9223372036854775807)))
 (let (($x367 (>= k_c (- 9223372036854775808))))
 (and $x367 $x38))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x950 (and (distinct 0 k_c) true)))
 (and true true $x950)))
(assert
 (let (($x1300 (and (distinct (- 1) k_c) true)))
 (and true true $x1300)))
(assert
 (not (and (and (distinct 0 k_c) true) (and (distinct (- 1) k_c) true))))
(check-sat)
(pop 1)
(exit)
