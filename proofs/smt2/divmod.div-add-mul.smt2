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
 (let ((?x4044 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x2988 (- c)))
(let ((?x3172 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x3300 (>= c 0)))
(let ((?x3815 (ite $x3300 (div (+ ?x3172 (* ?x4044 c)) c) (div (- (+ ?x3172 (* ?x4044 c))) ?x2988))))
(let (($x3476 (and (distinct ok_x 0) true)))
(let (($x1145 (and (distinct c 0) true)))
(let (($x5813 (and (distinct ok_y 0) true)))
(let (($x3708 (and $x5813 $x1145 $x3476 (= ?x3815 (+ (ite $x3300 (div ?x3172 c) (div (- ?x3172) ?x2988)) ?x4044)))))
(not (=> (and $x5813 $x3476 $x1145) $x3708))))))))))))
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
 (let ((?x2988 (- c)))
(let ((?x4044 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x3172 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x3486 (+ ?x3172 (* ?x4044 c))))
(let (($x3300 (>= c 0)))
(let (($x8504 (= (+ (ite $x3300 (div ?x3172 c) (div (- ?x3172) ?x2988)) ?x4044) (ite $x3300 (div ?x3486 c) (div (- ?x3486) ?x2988)))))
(let (($x1145 (and (distinct c 0) true)))
(let (($x3476 (and (distinct ok_x 0) true)))
(let (($x5813 (and (distinct ok_y 0) true)))
(not (=> (and $x5813 $x1145 $x3476) (and $x5813 $x3476 $x1145 $x8504)))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x1092 (<= k_c 9223372036854775807)))
 (let (($x5519 (>= k_c (- 9223372036854775808))))
 (and $x5519 $x1092))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x3237 (and (distinct 0 k_c) true)))
 (and true true $x3237)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop 1)
(exit)
