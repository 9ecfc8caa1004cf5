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
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x615 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x4599 (- c)))
(let ((?x11773 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x4407 (>= c 0)))
(let ((?x24 (ite $x4407 (div (+ ?x11773 (* ?x615 c)) c) (div (- (+ ?x11773 (* ?x615 c))) ?x4599))))
(let (($x444 (and (distinct ok_x 0) true)))
(let (($x2150 (and (distinct c 0) true)))
(let (($x3224 (and (distinct ok_y 0) true)))
(let (($x18 (and $x3224 $x2150 $x444 (= ?x24 (+ (ite $x4407 (div ?x11773 c) (div (- ?x11773) ?x4599)) ?x615)))))
(not (=> (and $x3224 $x444 $x2150) $x18))))))))))))
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
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x4599 (- c)))
(let ((?x615 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x11773 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x3845 (+ ?x11773 (* ?x615 c))))
(let (($x4407 (>= c 0)))
(let (($x3754 (= (+ (ite $x4407 (div ?x11773 c) (div (- ?x11773) ?x4599)) ?x615) (ite $x4407 (div ?x3845 c) (div (- ?x3845) ?x4599)))))
(let (($x2150 (and (distinct c 0) true)))
(let (($x444 (and (distinct ok_x 0) true)))
(let (($x3224 (and (distinct ok_y 0) true)))
(not (=> (and $x3224 $x2150 $x444) (and $x3224 $x444 $x2150 $x3754)))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x3111 (<= k_c 9223372036854775807)))
 (let (($x3371 (>= k_c (- 9223372036854775808))))
 (and $x3371 $x3111))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x9958 (and (distinct 0 k_c) true)))
 (and true true $x9958)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop 1)
(exit)
