; cmp/gt-factor: refinement both ways; every check-sat must answer unsat
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
 (let ((?x6861 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x15259 (> ?x6861 (ite (>= c1 0) (div c2 c1) (div (- c2) (- c1))))))
(let (($x3086 (and (distinct c1 0) true)))
(let (($x187 (and (distinct ok_x 0) true)))
(not (=> (and $x187) (and $x187 $x3086 (= (> (* ?x6861 c1) c2) $x15259)))))))))
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
 (let ((?x6861 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x15259 (> ?x6861 (ite (>= c1 0) (div c2 c1) (div (- c2) (- c1))))))
(let (($x187 (and (distinct ok_x 0) true)))
(let (($x3668 (=> (and $x187 (and (distinct c1 0) true)) (and $x187 (= $x15259 (> (* ?x6861 c1) c2))))))
(not $x3668))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x10704 (<= k_c1 9223372036854775807)))
 (let (($x15573 (>= k_c1 (- 9223372036854775808))))
 (and $x15573 $x10704))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x11560 (<= k_c2 9223372036854775807)))
 (let (($x11416 (>= k_c2 (- 9223372036854775808))))
 (and $x11416 $x11560))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x3675 (< 0 k_c1)))
 (and true true $x3675)))
(assert
 (let (($x3675 (< 0 k_c1)))
(let ((?x17571 (div k_c2 k_c1)))
(let (($x10505 (>= k_c1 0)))
(let ((?x11825 (- k_c2 (* k_c1 (ite (>= k_c2 0) ?x17571 (- (div (- k_c2) k_c1)))))))
(let ((?x8020 (+ ?x11825 k_c1)))
(let ((?x5832 (* k_c1 (ite (>= ?x8020 0) (div ?x8020 k_c1) (- (div (- ?x8020) k_c1))))))
(let ((?x7733 (- ?x8020 ?x5832)))
(let ((?x17679 (- k_c2 ?x7733)))
(let ((?x1459 (ite (>= ?x17679 0) (div ?x17679 k_c1) (- (div (- ?x17679) k_c1)))))
(let (($x17 (and (distinct k_c1 0) true)))
(let (($x17200 (and (and $x17 (not (and (= ?x8020 (- 9223372036854775808)) (= k_c1 (- 1))))) (and (>= ?x7733 (- 9223372036854775808)) (<= ?x7733 9223372036854775807)))))
(let (($x10063 (and (and $x17 (not (and (= k_c2 (- 9223372036854775808)) (= k_c1 (- 1))))) (and (>= ?x11825 (- 9223372036854775808)) (<= ?x11825 9223372036854775807)))))
(let (($x14485 (and (and true true $x10063) true (and true (and (>= ?x8020 (- 9223372036854775808)) (<= ?x8020 9223372036854775807))))))
(let (($x18797 (and true (and $x14485 true $x17200) (and true (and (>= ?x17679 (- 9223372036854775808)) (<= ?x17679 9223372036854775807))))))
(let (($x10049 (and (and $x18797 true (and $x17 (and (>= ?x1459 (- 9223372036854775808)) (<= ?x1459 9223372036854775807)))) (= ?x1459 (ite $x10505 ?x17571 (div (- k_c2) (- k_c1)))))))
(not (and $x17 $x10049 $x3675))))))))))))))))))
(check-sat)
(pop 1)
(exit)
