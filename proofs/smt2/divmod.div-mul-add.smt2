; divmod/div-mul-add: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (distinct (- 1) c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x926 (- c)))
(let ((?x10199 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x4640 (>= c 0)))
(let ((?x791 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x3843 (ite $x4640 (div (+ (* ?x791 c) ?x10199) c) (div (- (+ (* ?x791 c) ?x10199)) ?x926))))
(let (($x784 (not (and (= c (- 1)) (= ?x10199 (- 2147483648))))))
(let (($x28 (and (distinct c 0) true)))
(let (($x3861 (and (distinct ok_y 0) true)))
(let (($x2128 (and (distinct ok_x 0) true)))
(let (($x4191 (and $x2128 $x3861 $x28 $x784 (= ?x3843 (+ ?x791 (ite $x4640 (div ?x10199 c) (div (- ?x10199) ?x926)))))))
(let (($x3661 (not (and (= c (- 1)) (= (+ (* ?x791 c) ?x10199) (- 2147483648))))))
(not (=> (and $x2128 $x3861 $x28 $x3661) $x4191))))))))))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (distinct (- 1) c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x926 (- c)))
(let ((?x10199 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x791 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x2187 (+ (* ?x791 c) ?x10199)))
(let (($x4640 (>= c 0)))
(let (($x3109 (= (+ ?x791 (ite $x4640 (div ?x10199 c) (div (- ?x10199) ?x926))) (ite $x4640 (div ?x2187 c) (div (- ?x2187) ?x926)))))
(let (($x3661 (not (and (= c (- 1)) (= ?x2187 (- 2147483648))))))
(let (($x28 (and (distinct c 0) true)))
(let (($x3861 (and (distinct ok_y 0) true)))
(let (($x2128 (and (distinct ok_x 0) true)))
(let (($x1939 (=> (and $x2128 $x3861 $x28 (not (and (= c (- 1)) (= ?x10199 (- 2147483648))))) (and $x2128 $x3861 $x28 $x3661 $x3109))))
(not $x1939)))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x815 (<= k_c 9223372036854775807)))
 (let (($x56 (>= k_c (- 9223372036854775808))))
 (and $x56 $x815))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x49 (and (distinct 0 k_c) true)))
 (and true true $x49)))
(assert
 (let (($x3752 (and (distinct (- 1) k_c) true)))
 (and true true $x3752)))
(assert
 (not (and (and (distinct 0 k_c) true) (and (distinct (- 1) k_c) true))))
(check-sat)
(pop 1)
(exit)
