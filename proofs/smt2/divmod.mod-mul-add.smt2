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
 (let ((?x1258 (- c)))
(let ((?x48 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x3346 (>= c 0)))
(let ((?x42 (ite $x3346 (div (+ (* x c) ?x48) c) (div (- (+ (* x c) ?x48)) ?x1258))))
(let ((?x11167 (+ (* x c) ?x48)))
(let (($x4714 (= (- ?x11167 (* c ?x42)) (- ?x48 (* c (ite $x3346 (div ?x48 c) (div (- ?x48) ?x1258)))))))
(let (($x3822 (not (and (= c (- 1)) (= ?x48 (- 2147483648))))))
(let (($x52 (and (distinct c 0) true)))
(let (($x4286 (and (distinct ok_y 0) true)))
(let (($x1156 (=> (and $x4286 $x52 (not (and (= c (- 1)) (= ?x11167 (- 2147483648))))) (and $x4286 $x52 $x3822 $x4714))))
(not $x1156))))))))))))
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
 (let ((?x1258 (- c)))
(let ((?x48 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x11167 (+ (* x c) ?x48)))
(let (($x3346 (>= c 0)))
(let (($x1353 (= (- ?x48 (* c (ite $x3346 (div ?x48 c) (div (- ?x48) ?x1258)))) (- ?x11167 (* c (ite $x3346 (div ?x11167 c) (div (- ?x11167) ?x1258)))))))
(let (($x477 (not (and (= c (- 1)) (= ?x11167 (- 2147483648))))))
(let (($x52 (and (distinct c 0) true)))
(let (($x4286 (and (distinct ok_y 0) true)))
(let (($x5089 (=> (and $x4286 $x52 (not (and (= c (- 1)) (= ?x48 (- 2147483648))))) (and $x4286 $x52 $x477 $x1353))))
(not $x5089)))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x4915 (<= k_c 9223372036854775807)))
 (let (($x11738 (>= k_c (- 9223372036854775808))))
 (and $x11738 $x4915))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x8591 (and (distinct 0 k_c) true)))
 (and true true $x8591)))
(assert
 (let (($x5008 (and (distinct (- 1) k_c) true)))
 (and true true $x5008)))
(assert
 (not (and (and (distinct 0 k_c) true) (and (distinct (- 1) k_c) true))))
(check-sat)
(pop 1)
(exit)
