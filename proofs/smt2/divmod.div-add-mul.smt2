; divmod/div-add-mul: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x9 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x22 (- c)))
(let ((?x3139 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x1016 (>= c 0)))
(let ((?x825 (ite $x1016 (div (+ ?x3139 (* ?x9 c)) c) (div (- (+ ?x3139 (* ?x9 c))) ?x22))))
(let (($x2621 (and (distinct 0 ok_x) true)))
(let (($x3831 (and (distinct 0 c) true)))
(let (($x2853 (and (distinct 0 ok_y) true)))
(let (($x25 (and $x2853 $x3831 $x2621 (= ?x825 (+ (ite $x1016 (div ?x3139 c) (div (- ?x3139) ?x22)) ?x9)))))
(not (=> (and $x2853 $x2621 $x3831) $x25))))))))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x22 (- c)))
(let ((?x9 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x3139 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x26 (+ ?x3139 (* ?x9 c))))
(let (($x1016 (>= c 0)))
(let (($x2975 (= (+ (ite $x1016 (div ?x3139 c) (div (- ?x3139) ?x22)) ?x9) (ite $x1016 (div ?x26 c) (div (- ?x26) ?x22)))))
(let (($x3831 (and (distinct 0 c) true)))
(let (($x2621 (and (distinct 0 ok_x) true)))
(let (($x2853 (and (distinct 0 ok_y) true)))
(not (=> (and $x2853 $x3831 $x2621) (and $x2853 $x2621 $x3831 $x2975)))))))))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x32 (<= k_c 9223372036854775807)))
 (let (($x34 (>= k_c (- 9223372036854775808))))
 (and $x34 $x32))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x5979 (and (distinct 0 k_c) true)))
 (and true true $x5979)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop)
