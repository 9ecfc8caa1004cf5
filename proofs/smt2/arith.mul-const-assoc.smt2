; arith/mul-const-assoc: refinement both ways; every check-sat must answer unsat
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
 (let ((?x419 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x40 (and (distinct ok_x 0) true)))
(let (($x11 (=> (and $x40) (and $x40 (= (* (* ?x419 c1) c2) (* ?x419 (* c1 c2)))))))
(not $x11)))))
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
 (let ((?x419 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x40 (and (distinct ok_x 0) true)))
(let (($x4987 (=> (and $x40) (and $x40 (= (* ?x419 (* c1 c2)) (* (* ?x419 c1) c2))))))
(not $x4987)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x12 (<= k_c1 9223372036854775807)))
 (let (($x90 (>= k_c1 (- 9223372036854775808))))
 (and $x90 $x12))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x1444 (<= k_c2 9223372036854775807)))
 (let (($x17 (>= k_c2 (- 9223372036854775808))))
 (and $x17 $x1444))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x4053 (and (>= (* k_c1 k_c2) (- 9223372036854775808)) (<= (* k_c1 k_c2) 9223372036854775807))))
(let (($x20 (and (and true true (and true $x4053)) (= (* k_c1 k_c2) (* k_c1 k_c2)))))
(not (and $x20)))))
(check-sat)
(pop 1)
(exit)
