; cmp/div-lt: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun c2 () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (< 0 c))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x9797 (* c c2)))
(let ((?x2292 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x6612 (= (< (ite (>= c 0) (div ?x2292 c) (div (- ?x2292) (- c))) c2) (< ?x2292 ?x9797))))
(let (($x16180 (and (distinct ok_x 0) true)))
(let (($x17429 (not (and (= c (- 1)) (= ?x2292 (- 2147483648))))))
(let (($x1793 (and (distinct c 0) true)))
(not (=> (and $x16180 $x1793 $x17429) (and $x16180 $x6612))))))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun c2 () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (< 0 c))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x2292 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x18517 (>= c 0)))
(let (($x1562 (= (< ?x2292 (* c c2)) (< (ite $x18517 (div ?x2292 c) (div (- ?x2292) (- c))) c2))))
(let (($x17429 (not (and (= c (- 1)) (= ?x2292 (- 2147483648))))))
(let (($x1793 (and (distinct c 0) true)))
(let (($x16180 (and (distinct ok_x 0) true)))
(not (=> (and $x16180) (and $x16180 $x1793 $x17429 $x1562))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x12864 (<= k_c 9223372036854775807)))
 (let (($x1923 (>= k_c (- 9223372036854775808))))
 (and $x1923 $x12864))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x7433 (<= k_c2 9223372036854775807)))
 (let (($x11223 (>= k_c2 (- 9223372036854775808))))
 (and $x11223 $x7433))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x15684 (< 0 k_c)))
 (and true true $x15684)))
(assert
 (let (($x15684 (< 0 k_c)))
(let (($x15039 (and (>= (* k_c k_c2) (- 9223372036854775808)) (<= (* k_c k_c2) 9223372036854775807))))
(let (($x2200 (and (and true true (and true $x15039)) (= (* k_c k_c2) (* k_c k_c2)))))
(not (and $x2200 $x15684))))))
(check-sat)
(pop 1)
(exit)
