; minmax/min-left: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(declare-fun ok_x () Int)
(assert
 (<= x y))
(assert
 (let ((?x42 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x8653 (and (distinct ok_x 0) true)))
(not (=> (and $x8653) (and $x8653 (= (ite (< ?x42 y) ?x42 y) ?x42)))))))
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
 (<= x y))
(assert
 (let ((?x42 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x8653 (and (distinct ok_x 0) true)))
(not (=> (and $x8653) (and $x8653 (= ?x42 (ite (< ?x42 y) ?x42 y))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_y () Int)
(declare-fun x_y () Int)
(declare-fun lo_y () Int)
(declare-fun hi_x () Int)
(declare-fun x_x () Int)
(assert
 (let (($x10754 (<= hi_y 9223372036854775807)))
 (let (($x11513 (>= hi_y (- 9223372036854775808))))
 (and $x11513 $x10754))))
(assert
 (<= x_y hi_y))
(assert
 (and true true (> 4294967296 hi_y)))
(assert
 (and true true (< (- 4294967296) hi_y)))
(assert
 (let (($x2438 (<= lo_y 9223372036854775807)))
 (let (($x7226 (>= lo_y (- 9223372036854775808))))
 (and $x7226 $x2438))))
(assert
 (<= lo_y x_y))
(assert
 (and true true (> 4294967296 lo_y)))
(assert
 (and true true (< (- 4294967296) lo_y)))
(assert
 (let (($x48 (<= hi_x 9223372036854775807)))
 (let (($x13017 (>= hi_x (- 9223372036854775808))))
 (and $x13017 $x48))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (and true true (<= hi_x lo_y)))
(assert
 (not (and (<= x_x x_y))))
(check-sat)
(pop 1)
(exit)
