; minmax/min-left: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(declare-fun ok_x () Int)
(assert
 (<= x y))
(assert
 (let ((?x16651 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x4973 (and (distinct 0 ok_x) true)))
(not (=> (and $x4973) (and $x4973 (= (ite (< y ?x16651) y ?x16651) ?x16651)))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun y () Int)
(declare-fun x () Int)
(declare-fun ok_x () Int)
(assert
 (<= x y))
(assert
 (let ((?x16651 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x4973 (and (distinct 0 ok_x) true)))
(not (=> (and $x4973) (and $x4973 (= ?x16651 (ite (< y ?x16651) y ?x16651))))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun hi_y () Int)
(declare-fun x_y () Int)
(declare-fun lo_y () Int)
(declare-fun hi_x () Int)
(declare-fun x_x () Int)
(assert
 (let (($x16309 (<= hi_y 9223372036854775807)))
 (let (($x4063 (>= hi_y (- 9223372036854775808))))
 (and $x4063 $x16309))))
(assert
 (<= x_y hi_y))
(assert
 (and true true (> 4294967296 hi_y)))
(assert
 (and true true (< (- 4294967296) hi_y)))
(assert
 (let (($x8126 (<= lo_y 9223372036854775807)))
 (let (($x2545 (>= lo_y (- 9223372036854775808))))
 (and $x2545 $x8126))))
(assert
 (<= lo_y x_y))
(assert
 (and true true (> 4294967296 lo_y)))
(assert
 (and true true (< (- 4294967296) lo_y)))
(assert
 (let (($x6823 (<= hi_x 9223372036854775807)))
 (let (($x3332 (>= hi_x (- 9223372036854775808))))
 (and $x3332 $x6823))))
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
(pop)
