; divmod/mod-add-mul: refinement both ways; every check-sat must answer unsat
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
 (let ((?x2979 (- c)))
(let ((?x927 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x4672 (>= c 0)))
(let ((?x3813 (ite $x4672 (div (+ ?x927 (* x c)) c) (div (- (+ ?x927 (* x c))) ?x2979))))
(let ((?x3974 (+ ?x927 (* x c))))
(let (($x4657 (= (- ?x3974 (* c ?x3813)) (- ?x927 (* c (ite $x4672 (div ?x927 c) (div (- ?x927) ?x2979)))))))
(let (($x2430 (not (and (= c (- 1)) (= ?x927 (- 2147483648))))))
(let (($x3824 (and (distinct c 0) true)))
(let (($x895 (and (distinct ok_y 0) true)))
(let (($x4649 (=> (and $x895 $x3824 (not (and (= c (- 1)) (= ?x3974 (- 2147483648))))) (and $x895 $x3824 $x2430 $x4657))))
(not $x4649))))))))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun x () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (distinct (- 1) c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x2979 (- c)))
(let ((?x927 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x3974 (+ ?x927 (* x c))))
(let (($x4672 (>= c 0)))
(let (($x5144 (= (- ?x927 (* c (ite $x4672 (div ?x927 c) (div (- ?x927) ?x2979)))) (- ?x3974 (* c (ite $x4672 (div ?x3974 c) (div (- ?x3974) ?x2979)))))))
(let (($x767 (not (and (= c (- 1)) (= ?x3974 (- 2147483648))))))
(let (($x3824 (and (distinct c 0) true)))
(let (($x895 (and (distinct ok_y 0) true)))
(let (($x4244 (=> (and $x895 $x3824 (not (and (= c (- 1)) (= ?x927 (- 2147483648))))) (and $x895 $x3824 $x767 $x5144))))
(not $x4244)))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x3428 (<= k_c 9223372036854775807)))
 (let (($x9158 (>= k_c (- 9223372036854775808))))
 (and $x9158 $x3428))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x13364 (and (distinct 0 k_c) true)))
 (and true true $x13364)))
(assert
 (let (($x8462 (and (distinct (- 1) k_c) true)))
 (and true true $x8462)))
(assert
 (not (and (and (distinct 0 k_c) true) (and (distinct (- 1) k_c) true))))
(check-sat)
(pop 1)
(exit)
