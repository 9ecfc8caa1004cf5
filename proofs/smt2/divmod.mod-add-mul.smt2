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
 (let ((?x3906 (- c)))
(let ((?x4200 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x3506 (>= c 0)))
(let ((?x3184 (ite $x3506 (div (+ ?x4200 (* x c)) c) (div (- (+ ?x4200 (* x c))) ?x3906))))
(let ((?x3095 (+ ?x4200 (* x c))))
(let (($x5161 (= (- ?x3095 (* c ?x3184)) (- ?x4200 (* c (ite $x3506 (div ?x4200 c) (div (- ?x4200) ?x3906)))))))
(let (($x3590 (not (and (= c (- 1)) (= ?x4200 (- 2147483648))))))
(let (($x3823 (and (distinct c 0) true)))
(let (($x1886 (and (distinct ok_y 0) true)))
(let (($x3564 (=> (and $x1886 $x3823 (not (and (= c (- 1)) (= ?x3095 (- 2147483648))))) (and $x1886 $x3823 $x3590 $x5161))))
(not $x3564))))))))))))
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
 (let ((?x3906 (- c)))
(let ((?x4200 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x3095 (+ ?x4200 (* x c))))
(let (($x3506 (>= c 0)))
(let (($x795 (= (- ?x4200 (* c (ite $x3506 (div ?x4200 c) (div (- ?x4200) ?x3906)))) (- ?x3095 (* c (ite $x3506 (div ?x3095 c) (div (- ?x3095) ?x3906)))))))
(let (($x3639 (not (and (= c (- 1)) (= ?x3095 (- 2147483648))))))
(let (($x3823 (and (distinct c 0) true)))
(let (($x1886 (and (distinct ok_y 0) true)))
(let (($x744 (=> (and $x1886 $x3823 (not (and (= c (- 1)) (= ?x4200 (- 2147483648))))) (and $x1886 $x3823 $x3639 $x795))))
(not $x744)))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x3478 (<= k_c 9223372036854775807)))
 (let (($x4247 (>= k_c (- 9223372036854775808))))
 (and $x4247 $x3478))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x14 (and (distinct 0 k_c) true)))
 (and true true $x14)))
(assert
 (let (($x3765 (and (distinct (- 1) k_c) true)))
 (and true true $x3765)))
(assert
 (not (and (and (distinct 0 k_c) true) (and (distinct (- 1) k_c) true))))
(check-sat)
(pop 1)
(exit)
