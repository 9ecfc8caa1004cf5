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
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x3628 (- c)))
(let ((?x1296 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x6170 (>= c 0)))
(let ((?x14860 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x16874 (ite $x6170 (div (+ (* ?x14860 c) ?x1296) c) (div (- (+ (* ?x14860 c) ?x1296)) ?x3628))))
(let (($x58 (and (distinct c 0) true)))
(let (($x3180 (and (distinct ok_y 0) true)))
(let (($x786 (and (distinct ok_x 0) true)))
(let (($x4298 (and $x786 $x3180 $x58 (= ?x16874 (+ ?x14860 (ite $x6170 (div ?x1296 c) (div (- ?x1296) ?x3628)))))))
(not (=> (and $x786 $x3180 $x58) $x4298))))))))))))
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
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x3628 (- c)))
(let ((?x1296 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x14860 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x3620 (+ (* ?x14860 c) ?x1296)))
(let (($x6170 (>= c 0)))
(let (($x809 (= (+ ?x14860 (ite $x6170 (div ?x1296 c) (div (- ?x1296) ?x3628))) (ite $x6170 (div ?x3620 c) (div (- ?x3620) ?x3628)))))
(let (($x58 (and (distinct c 0) true)))
(let (($x3180 (and (distinct ok_y 0) true)))
(let (($x786 (and (distinct ok_x 0) true)))
(not (=> (and $x786 $x3180 $x58) (and $x786 $x3180 $x58 $x809)))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x3300 (<= k_c 9223372036854775807)))
 (let (($x3433 (>= k_c (- 9223372036854775808))))
 (and $x3433 $x3300))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x84 (and (distinct 0 k_c) true)))
 (and true true $x84)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop 1)
(exit)
