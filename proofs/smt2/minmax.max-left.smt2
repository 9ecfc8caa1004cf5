; minmax/max-left: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(declare-fun ok_x () Int)
(assert
 (>= x y))
(assert
 (let ((?x4254 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x4654 (and (distinct ok_x 0) true)))
(not (=> (and $x4654) (and $x4654 (= (ite (< ?x4254 y) y ?x4254) ?x4254)))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(declare-fun ok_x () Int)
(assert
 (>= x y))
(assert
 (let ((?x4254 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x4654 (and (distinct ok_x 0) true)))
(not (=> (and $x4654) (and $x4654 (= ?x4254 (ite (< ?x4254 y) y ?x4254))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_y () Int)
(declare-fun x_y () Int)
(declare-fun lo_y () Int)
(declare-fun lo_x () Int)
(declare-fun x_x () Int)
(assert
 (let (($x4668 (<= hi_y 9223372036854775807)))
 (let (($x3896 (>= hi_y (- 9223372036854775808))))
 (and $x3896 $x4668))))
(assert
 (<= x_y hi_y))
(assert
 (and true true (> 4294967296 hi_y)))
(assert
 (and true true (< (- 4294967296) hi_y)))
(assert
 (let (($x6372 (<= lo_y 9223372036854775807)))
 (let (($x21 (>= lo_y (- 9223372036854775808))))
 (and $x21 $x6372))))
(assert
 (<= lo_y x_y))
(assert
 (and true true (> 4294967296 lo_y)))
(assert
 (and true true (< (- 4294967296) lo_y)))
(assert
 (let (($x2361 (<= lo_x 9223372036854775807)))
 (let (($x779 (>= lo_x (- 9223372036854775808))))
 (and $x779 $x2361))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (and true true (>= lo_x hi_y)))
(assert
 (not (and (>= x_x x_y))))
(check-sat)
(pop 1)
(exit)
