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
 (let ((?x16298 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x3824 (- c)))
(let ((?x4135 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x4672 (>= c 0)))
(let ((?x4064 (ite $x4672 (div (+ ?x4135 (* ?x16298 c)) c) (div (- (+ ?x4135 (* ?x16298 c))) ?x3824))))
(let (($x3974 (and (distinct ok_x 0) true)))
(let (($x8423 (not (and (= c (- 1)) (= ?x4135 (- 2147483648))))))
(let (($x31 (and (distinct c 0) true)))
(let (($x3813 (and (distinct ok_y 0) true)))
(let (($x3173 (and $x3813 $x31 $x8423 $x3974 (= ?x4064 (+ (ite $x4672 (div ?x4135 c) (div (- ?x4135) ?x3824)) ?x16298)))))
(let (($x3585 (not (and (= c (- 1)) (= (+ ?x4135 (* ?x16298 c)) (- 2147483648))))))
(not (=> (and $x3813 $x3974 $x31 $x3585) $x3173))))))))))))))
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
 (let ((?x3824 (- c)))
(let ((?x16298 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x4135 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x4291 (+ ?x4135 (* ?x16298 c))))
(let (($x4672 (>= c 0)))
(let (($x3224 (= (+ (ite $x4672 (div ?x4135 c) (div (- ?x4135) ?x3824)) ?x16298) (ite $x4672 (div ?x4291 c) (div (- ?x4291) ?x3824)))))
(let (($x3585 (not (and (= c (- 1)) (= ?x4291 (- 2147483648))))))
(let (($x31 (and (distinct c 0) true)))
(let (($x3974 (and (distinct ok_x 0) true)))
(let (($x3813 (and (distinct ok_y 0) true)))
(let (($x4007 (=> (and $x3813 $x31 (not (and (= c (- 1)) (= ?x4135 (- 2147483648)))) $x3974) (and $x3813 $x3974 $x31 $x3585 $x3224))))
(not $x4007)))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x13035 (<= k_c 9223372036854775807)))
 (let (($x199 (>= k_c (- 9223372036854775808))))
 (and $x199 $x13035))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x14516 (and (distinct 0 k_c) true)))
 (and true true $x14516)))
(assert
 (let (($x4205 (and (distinct (- 1) k_c) true)))
 (and true true $x4205)))
(assert
 (not (and (and (distinct 0 k_c) true) (and (distinct (- 1) k_c) true))))
(check-sat)
(pop 1)
(exit)
