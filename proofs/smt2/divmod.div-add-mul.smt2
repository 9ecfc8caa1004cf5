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
 (let ((?x58 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x3620 (- c)))
(let ((?x786 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x2453 (>= c 0)))
(let ((?x5807 (ite $x2453 (div (+ ?x786 (* ?x58 c)) c) (div (- (+ ?x786 (* ?x58 c))) ?x3620))))
(let (($x4336 (and (distinct ok_x 0) true)))
(let (($x4134 (and (distinct c 0) true)))
(let (($x2028 (and (distinct ok_y 0) true)))
(let (($x2024 (and $x2028 $x4134 $x4336 (= ?x5807 (+ (ite $x2453 (div ?x786 c) (div (- ?x786) ?x3620)) ?x58)))))
(not (=> (and $x2028 $x4336 $x4134) $x2024))))))))))))
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
 (let ((?x3620 (- c)))
(let ((?x58 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x786 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x3180 (+ ?x786 (* ?x58 c))))
(let (($x2453 (>= c 0)))
(let (($x49 (= (+ (ite $x2453 (div ?x786 c) (div (- ?x786) ?x3620)) ?x58) (ite $x2453 (div ?x3180 c) (div (- ?x3180) ?x3620)))))
(let (($x4134 (and (distinct c 0) true)))
(let (($x4336 (and (distinct ok_x 0) true)))
(let (($x2028 (and (distinct ok_y 0) true)))
(not (=> (and $x2028 $x4134 $x4336) (and $x2028 $x4336 $x4134 $x49)))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x5511 (<= k_c 9223372036854775807)))
 (let (($x2088 (>= k_c (- 9223372036854775808))))
 (and $x2088 $x5511))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x3179 (and (distinct 0 k_c) true)))
 (and true true $x3179)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop 1)
(exit)
