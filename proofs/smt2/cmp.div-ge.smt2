; cmp/div-ge: refinement both ways; every check-sat must answer unsat
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
 (let ((?x6550 (* c c2)))
(let ((?x18811 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x17941 (>= (ite (>= c 0) (div ?x18811 c) (div (- ?x18811) (- c))) c2)))
(let (($x6885 (and (distinct ok_x 0) true)))
(let (($x5312 (not (and (= c (- 1)) (= ?x18811 (- 2147483648))))))
(let (($x14726 (and (distinct c 0) true)))
(not (=> (and $x6885 $x14726 $x5312) (and $x6885 (= $x17941 (>= ?x18811 ?x6550))))))))))))
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
 (let ((?x18811 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x8775 (>= c 0)))
(let (($x13134 (= (>= ?x18811 (* c c2)) (>= (ite $x8775 (div ?x18811 c) (div (- ?x18811) (- c))) c2))))
(let (($x5312 (not (and (= c (- 1)) (= ?x18811 (- 2147483648))))))
(let (($x14726 (and (distinct c 0) true)))
(let (($x6885 (and (distinct ok_x 0) true)))
(not (=> (and $x6885) (and $x6885 $x14726 $x5312 $x13134))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x4437 (<= k_c 9223372036854775807)))
 (let (($x18825 (>= k_c (- 9223372036854775808))))
 (and $x18825 $x4437))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x2200 (<= k_c2 9223372036854775807)))
 (let (($x11457 (>= k_c2 (- 9223372036854775808))))
 (and $x11457 $x2200))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x12864 (< 0 k_c)))
 (and true true $x12864)))
(assert
 (let (($x12864 (< 0 k_c)))
(let ((?x2902 (* k_c k_c2)))
(let (($x14979 (<= ?x2902 9223372036854775807)))
(let (($x4370 (>= ?x2902 (- 9223372036854775808))))
(let (($x18713 (and $x4370 $x14979)))
(not (and (and (and true true (and true $x18713)) (= ?x2902 ?x2902)) $x12864))))))))
(check-sat)
(pop 1)
(exit)
