; cmp/ge-factor: refinement both ways; every check-sat must answer unsat
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
 (< 0 c1))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let (($x11595 (>= c1 0)))
(let ((?x11949 (ite $x11595 (div (- (+ c2 c1) 1) c1) (div (- (- (+ c2 c1) 1)) (- c1)))))
(let ((?x12824 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x17545 (and (distinct c1 0) true)))
(let (($x2655 (and (distinct ok_x 0) true)))
(let (($x15413 (=> (and $x2655) (and $x2655 $x17545 (= (>= (* ?x12824 c1) c2) (>= ?x12824 ?x11949))))))
(not $x15413))))))))
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
 (< 0 c1))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x12824 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x11595 (>= c1 0)))
(let ((?x11949 (ite $x11595 (div (- (+ c2 c1) 1) c1) (div (- (- (+ c2 c1) 1)) (- c1)))))
(let (($x2655 (and (distinct ok_x 0) true)))
(let (($x14124 (=> (and $x2655 (and (distinct c1 0) true)) (and $x2655 (= (>= ?x12824 ?x11949) (>= (* ?x12824 c1) c2))))))
(not $x14124)))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x4348 (<= k_c1 9223372036854775807)))
 (let (($x17679 (>= k_c1 (- 9223372036854775808))))
 (and $x17679 $x4348))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x11129 (<= k_c2 9223372036854775807)))
 (let (($x1449 (>= k_c2 (- 9223372036854775808))))
 (and $x1449 $x11129))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x3476 (< 0 k_c1)))
 (and true true $x3476)))
(assert
 (let (($x3476 (< 0 k_c1)))
(let ((?x7683 (+ k_c2 k_c1)))
(let ((?x7733 (- ?x7683 1)))
(let ((?x17585 (div ?x7733 k_c1)))
(let (($x1967 (>= k_c1 0)))
(let ((?x10634 (- ?x7733 (* k_c1 (ite (>= ?x7733 0) ?x17585 (- (div (- ?x7733) k_c1)))))))
(let ((?x9153 (+ ?x10634 k_c1)))
(let ((?x18558 (* k_c1 (ite (>= ?x9153 0) (div ?x9153 k_c1) (- (div (- ?x9153) k_c1))))))
(let ((?x2831 (- ?x9153 ?x18558)))
(let ((?x11416 (- ?x7733 ?x2831)))
(let ((?x10704 (ite (>= ?x11416 0) (div ?x11416 k_c1) (- (div (- ?x11416) k_c1)))))
(let (($x9478 (and (distinct k_c1 0) true)))
(let (($x7644 (and (and $x9478 (not (and (= ?x9153 (- 9223372036854775808)) (= k_c1 (- 1))))) (and (>= ?x2831 (- 9223372036854775808)) (<= ?x2831 9223372036854775807)))))
(let (($x9653 (and (and $x9478 (not (and (= ?x7733 (- 9223372036854775808)) (= k_c1 (- 1))))) (and (>= ?x10634 (- 9223372036854775808)) (<= ?x10634 9223372036854775807)))))
(let (($x2279 (and true true (and true (and (>= ?x7683 (- 9223372036854775808)) (<= ?x7683 9223372036854775807))))))
(let (($x3048 (and $x2279 true (and true (and (>= ?x7733 (- 9223372036854775808)) (<= ?x7733 9223372036854775807))))))
(let (($x18137 (and (and $x3048 true $x9653) true (and true (and (>= ?x9153 (- 9223372036854775808)) (<= ?x9153 9223372036854775807))))))
(let (($x759 (and $x3048 (and $x18137 true $x7644) (and true (and (>= ?x11416 (- 9223372036854775808)) (<= ?x11416 9223372036854775807))))))
(let (($x14464 (and (and $x759 true (and $x9478 (and (>= ?x10704 (- 9223372036854775808)) (<= ?x10704 9223372036854775807)))) (= ?x10704 (ite $x1967 ?x17585 (div (- ?x7733) (- k_c1)))))))
(not (and $x9478 $x14464 $x3476))))))))))))))))))))))
(check-sat)
(pop 1)
(exit)
