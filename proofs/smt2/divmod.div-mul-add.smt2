; divmod/div-mul-add: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (distinct (- 1) c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x14608 (- c)))
(let ((?x2260 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x1105 (>= c 0)))
(let ((?x4657 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x6297 (ite $x1105 (div (+ (* ?x4657 c) ?x2260) c) (div (- (+ (* ?x4657 c) ?x2260)) ?x14608))))
(let (($x767 (not (and (= c (- 1)) (= ?x2260 (- 2147483648))))))
(let (($x3721 (and (distinct c 0) true)))
(let (($x2258 (and (distinct ok_y 0) true)))
(let (($x3582 (and (distinct ok_x 0) true)))
(let (($x3113 (and $x3582 $x2258 $x3721 $x767 (= ?x6297 (+ ?x4657 (ite $x1105 (div ?x2260 c) (div (- ?x2260) ?x14608)))))))
(let (($x4135 (not (and (= c (- 1)) (= (+ (* ?x4657 c) ?x2260) (- 2147483648))))))
(not (=> (and $x3582 $x2258 $x3721 $x4135) $x3113))))))))))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (distinct (- 1) c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x14608 (- c)))
(let ((?x2260 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x4657 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x3428 (+ (* ?x4657 c) ?x2260)))
(let (($x1105 (>= c 0)))
(let (($x3835 (= (+ ?x4657 (ite $x1105 (div ?x2260 c) (div (- ?x2260) ?x14608))) (ite $x1105 (div ?x3428 c) (div (- ?x3428) ?x14608)))))
(let (($x4135 (not (and (= c (- 1)) (= ?x3428 (- 2147483648))))))
(let (($x3721 (and (distinct c 0) true)))
(let (($x2258 (and (distinct ok_y 0) true)))
(let (($x3582 (and (distinct ok_x 0) true)))
(let (($x12535 (=> (and $x3582 $x2258 $x3721 (not (and (= c (- 1)) (= ?x2260 (- 2147483648))))) (and $x3582 $x2258 $x3721 $x4135 $x3835))))
(not $x12535)))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x12060 (<= k_c 9223372036854775807)))
 (let (($x9301 (>= k_c (- 9223372036854775808))))
 (and $x9301 $x12060))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x3533 (and (distinct 0 k_c) true)))
 (and true true $x3533)))
(assert
 (let (($x8046 (and (distinct (- 1) k_c) true)))
 (and true true $x8046)))
(assert
 (not (and (and (distinct 0 k_c) true) (and (distinct (- 1) k_c) true))))
(check-sat)
(pop 1)
(exit)
