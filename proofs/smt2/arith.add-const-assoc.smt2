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
 (let ((?x391 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x252 (and (distinct ok_x 0) true)))
(let (($x800 (=> (and $x252) (and $x252 (= (+ (+ ?x391 c1) c2) (+ ?x391 (+ c1 c2)))))))
(not $x800)))))
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
 (let ((?x391 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x252 (and (distinct ok_x 0) true)))
(let (($x1440 (=> (and $x252) (and $x252 (= (+ ?x391 (+ c1 c2)) (+ (+ ?x391 c1) c2))))))
(not $x1440)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x29 (<= k_c1 9223372036854775807)))
 (let (($x56 (>= k_c1 (- 9223372036854775808))))
 (and $x56 $x29))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x32 (<= k_c2 9223372036854775807)))
 (let (($x36 (>= k_c2 (- 9223372036854775808))))
 (and $x36 $x32))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let ((?x791 (+ k_c1 k_c2)))
 (let (($x10 (<= ?x791 9223372036854775807)))
 (let (($x54 (>= ?x791 (- 9223372036854775808))))
 (let (($x4134 (and $x54 $x10)))
 (let (($x549 (and true true (and true $x4134))))
 (and $x549 true (>= 2147483647 ?x791))))))))
(assert
 (let ((?x791 (+ k_c1 k_c2)))
 (let (($x10 (<= ?x791 9223372036854775807)))
 (let (($x54 (>= ?x791 (- 9223372036854775808))))
 (let (($x4134 (and $x54 $x10)))
 (let (($x549 (and true true (and true $x4134))))
 (and $x549 true (<= (- 2147483648) ?x791))))))))
(assert
 (let ((?x791 (+ k_c1 k_c2)))
(let (($x10 (<= ?x791 9223372036854775807)))
(let (($x54 (>= ?x791 (- 9223372036854775808))))
(let (($x4134 (and $x54 $x10)))
(let (($x549 (and true true (and true $x4134))))
(not (and (and $x549 (= ?x791 ?x791))))))))))
(check-sat)
(pop 1)
(exit)
