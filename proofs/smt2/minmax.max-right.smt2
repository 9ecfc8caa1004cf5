; minmax/max-right: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(declare-fun ok_y () Int)
(assert
 (>= y x))
(assert
 (let ((?x6929 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x12677 (and (distinct ok_y 0) true)))
(not (=> (and $x12677) (and $x12677 (= (ite (< x ?x6929) ?x6929 x) ?x6929)))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(declare-fun ok_y () Int)
(assert
 (>= y x))
(assert
 (let ((?x6929 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x12677 (and (distinct ok_y 0) true)))
(not (=> (and $x12677) (and $x12677 (= ?x6929 (ite (< x ?x6929) ?x6929 x))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_x () Int)
(declare-fun x_x () Int)
(declare-fun lo_x () Int)
(declare-fun lo_y () Int)
(declare-fun x_y () Int)
(assert
 (let (($x15082 (<= hi_x 9223372036854775807)))
 (let (($x509 (>= hi_x (- 9223372036854775808))))
 (and $x509 $x15082))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x7439 (<= lo_x 9223372036854775807)))
 (let (($x8070 (>= lo_x (- 9223372036854775808))))
 (and $x8070 $x7439))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x5807 (<= lo_y 9223372036854775807)))
 (let (($x4503 (>= lo_y (- 9223372036854775808))))
 (and $x4503 $x5807))))
(assert
 (<= lo_y x_y))
(assert
 (and true true (> 4294967296 lo_y)))
(assert
 (and true true (< (- 4294967296) lo_y)))
(assert
 (and true true (>= lo_y hi_x)))
(assert
 (not (and (>= x_y x_x))))
(check-sat)
(pop 1)
(exit)
