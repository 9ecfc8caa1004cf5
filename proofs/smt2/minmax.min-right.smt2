; minmax/min-right: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun y () Int)
(declare-fun ok_y () Int)
(assert
 (<= y x))
(assert
 (let ((?x7189 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x14986 (and (distinct ok_y 0) true)))
(not (=> (and $x14986) (and $x14986 (= (ite (< x ?x7189) x ?x7189) ?x7189)))))))
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
 (<= y x))
(assert
 (let ((?x7189 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x14986 (and (distinct ok_y 0) true)))
(not (=> (and $x14986) (and $x14986 (= ?x7189 (ite (< x ?x7189) x ?x7189))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_x () Int)
(declare-fun x_x () Int)
(declare-fun lo_x () Int)
(declare-fun hi_y () Int)
(declare-fun x_y () Int)
(assert
 (let (($x5991 (<= hi_x 9223372036854775807)))
 (let (($x6907 (>= hi_x (- 9223372036854775808))))
 (and $x6907 $x5991))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x13003 (<= lo_x 9223372036854775807)))
 (let (($x16323 (>= lo_x (- 9223372036854775808))))
 (and $x16323 $x13003))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x10883 (<= hi_y 9223372036854775807)))
 (let (($x4064 (>= hi_y (- 9223372036854775808))))
 (and $x4064 $x10883))))
(assert
 (<= x_y hi_y))
(assert
 (and true true (> 4294967296 hi_y)))
(assert
 (and true true (< (- 4294967296) hi_y)))
(assert
 (and true true (<= hi_y lo_x)))
(assert
 (not (and (<= x_y x_x))))
(check-sat)
(pop 1)
(exit)
