; arith/add-const-assoc: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c1 () Int)
(declare-fun c2 () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x394 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x160 (and (distinct ok_x 0) true)))
(let (($x41 (=> (and $x160) (and $x160 (= (+ (+ ?x394 c1) c2) (+ ?x394 (+ c1 c2)))))))
(not $x41)))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c1 () Int)
(declare-fun c2 () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x394 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x160 (and (distinct ok_x 0) true)))
(let (($x33 (=> (and $x160) (and $x160 (= (+ ?x394 (+ c1 c2)) (+ (+ ?x394 c1) c2))))))
(not $x33)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x104 (<= k_c1 9223372036854775807)))
 (let (($x61 (>= k_c1 (- 9223372036854775808))))
 (and $x61 $x104))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x25 (<= k_c2 9223372036854775807)))
 (let (($x93 (>= k_c2 (- 9223372036854775808))))
 (and $x93 $x25))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x1952 (and (>= (+ k_c1 k_c2) (- 9223372036854775808)) (<= (+ k_c1 k_c2) 9223372036854775807))))
(let (($x1920 (and (and true true (and true $x1952)) (= (+ k_c1 k_c2) (+ k_c1 k_c2)))))
(not (and $x1920)))))
(check-sat)
(pop 1)
(exit)
