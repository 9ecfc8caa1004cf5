; divmod/mod-mul-add-add: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_z () Int)
(declare-fun z () Int)
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
 (let ((?x795 (- c)))
(let ((?x97 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x4039 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x3185 (+ ?x4039 ?x97)))
(let (($x3184 (>= c 0)))
(let ((?x744 (ite $x3184 (div (+ (+ (* x c) ?x4039) ?x97) c) (div (- (+ (+ (* x c) ?x4039) ?x97)) ?x795))))
(let ((?x3394 (+ (+ (* x c) ?x4039) ?x97)))
(let (($x10 (= (- ?x3394 (* c ?x744)) (- ?x3185 (* c (ite $x3184 (div ?x3185 c) (div (- ?x3185) ?x795)))))))
(let (($x244 (not (and (= c (- 1)) (= ?x3185 (- 2147483648))))))
(let (($x113 (and (distinct c 0) true)))
(let (($x1538 (and (distinct ok_z 0) true)))
(let (($x3799 (and (distinct ok_y 0) true)))
(let (($x4240 (=> (and $x3799 $x1538 $x113 (not (and (= c (- 1)) (= ?x3394 (- 2147483648))))) (and $x3799 $x1538 $x113 $x244 $x10))))
(not $x4240)))))))))))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_z () Int)
(declare-fun z () Int)
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
 (let ((?x795 (- c)))
(let ((?x97 (+ z (ite (>= ok_z 0) (div 0 ok_z) (div (- 0) (- ok_z))))))
(let ((?x4039 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x3684 (* x c)))
(let ((?x3394 (+ (+ ?x3684 ?x4039) ?x97)))
(let (($x3184 (>= c 0)))
(let ((?x1109 (* c (ite $x3184 (div (+ ?x4039 ?x97) c) (div (- (+ ?x4039 ?x97)) ?x795)))))
(let ((?x3185 (+ ?x4039 ?x97)))
(let (($x2625 (= (- ?x3185 ?x1109) (- ?x3394 (* c (ite $x3184 (div ?x3394 c) (div (- ?x3394) ?x795)))))))
(let (($x4648 (not (and (= c (- 1)) (= ?x3394 (- 2147483648))))))
(let (($x113 (and (distinct c 0) true)))
(let (($x1538 (and (distinct ok_z 0) true)))
(let (($x3799 (and (distinct ok_y 0) true)))
(let (($x1127 (=> (and $x3799 $x1538 $x113 (not (and (= c (- 1)) (= ?x3185 (- 2147483648))))) (and $x3799 $x1538 $x113 $x4648 $x2625))))
(not $x1127))))))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x3093 (<= k_c 9223372036854775807)))
 (let (($x3127 (>= k_c (- 9223372036854775808))))
 (and $x3127 $x3093))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x3564 (and (distinct 0 k_c) true)))
 (and true true $x3564)))
(assert
 (let (($x2249 (and (distinct (- 1) k_c) true)))
 (and true true $x2249)))
(assert
 (not (and (and (distinct 0 k_c) true) (and (distinct (- 1) k_c) true))))
(check-sat)
(pop 1)
(exit)
