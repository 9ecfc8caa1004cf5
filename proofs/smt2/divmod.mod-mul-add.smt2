; divmod/mod-mul-add: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (distinct (- 1) c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x966 (- c)))
(let ((?x767 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x1180 (>= c 0)))
(let ((?x2430 (ite $x1180 (div (+ (* x c) ?x767) c) (div (- (+ (* x c) ?x767)) ?x966))))
(let ((?x3053 (+ (* x c) ?x767)))
(let (($x3224 (= (- ?x3053 (* c ?x2430)) (- ?x767 (* c (ite $x1180 (div ?x767 c) (div (- ?x767) ?x966)))))))
(let (($x3824 (not (and (= c (- 1)) (= ?x767 (- 2147483648))))))
(let (($x8423 (and (distinct c 0) true)))
(let (($x1977 (and (distinct ok_y 0) true)))
(let (($x4007 (=> (and $x1977 $x8423 (not (and (= c (- 1)) (= ?x3053 (- 2147483648))))) (and $x1977 $x8423 $x3824 $x3224))))
(not $x4007))))))))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (distinct (- 1) c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x966 (- c)))
(let ((?x767 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x3053 (+ (* x c) ?x767)))
(let (($x1180 (>= c 0)))
(let (($x15165 (= (- ?x767 (* c (ite $x1180 (div ?x767 c) (div (- ?x767) ?x966)))) (- ?x3053 (* c (ite $x1180 (div ?x3053 c) (div (- ?x3053) ?x966)))))))
(let (($x4135 (not (and (= c (- 1)) (= ?x3053 (- 2147483648))))))
(let (($x8423 (and (distinct c 0) true)))
(let (($x1977 (and (distinct ok_y 0) true)))
(let (($x12513 (=> (and $x1977 $x8423 (not (and (= c (- 1)) (= ?x767 (- 2147483648))))) (and $x1977 $x8423 $x4135 $x15165))))
(not $x12513)))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x12303 (<= k_c 9223372036854775807)))
 (let (($x3607 (>= k_c (- 9223372036854775808))))
 (and $x3607 $x12303))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x6205 (and (distinct 0 k_c) true)))
 (and true true $x6205)))
(assert
 (let (($x6436 (and (distinct (- 1) k_c) true)))
 (and true true $x6436)))
(assert
 (not (and (and (distinct 0 k_c) true) (and (distinct (- 1) k_c) true))))
(check-sat)
(pop 1)
(exit)
