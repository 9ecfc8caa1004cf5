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
 (let ((?x8986 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x2258 (and (distinct ok_y 0) true)))
(not (=> (and $x2258) (and $x2258 (= (ite (> x ?x8986) x ?x8986) ?x8986)))))))
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
 (let ((?x8986 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x2258 (and (distinct ok_y 0) true)))
(not (=> (and $x2258) (and $x2258 (= ?x8986 (ite (> x ?x8986) x ?x8986))))))))
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
 (let (($x5094 (<= hi_x 9223372036854775807)))
 (let (($x2075 (>= hi_x (- 9223372036854775808))))
 (and $x2075 $x5094))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x927 (<= lo_x 9223372036854775807)))
 (let (($x988 (>= lo_x (- 9223372036854775808))))
 (and $x988 $x927))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x4291 (<= lo_y 9223372036854775807)))
 (let (($x358 (>= lo_y (- 9223372036854775808))))
 (and $x358 $x4291))))
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
