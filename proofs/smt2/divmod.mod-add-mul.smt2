; divmod/mod-add-mul: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(declare-fun x () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x795 (- c)))
(let ((?x26 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x3237 (>= c 0)))
(let ((?x143 (ite $x3237 (div (+ ?x26 (* x c)) c) (div (- (+ ?x26 (* x c))) ?x795))))
(let ((?x4126 (* x c)))
(let ((?x2457 (+ ?x26 ?x4126)))
(let (($x11795 (= (- ?x2457 (* c ?x143)) (- ?x26 (* c (ite $x3237 (div ?x26 c) (div (- ?x26) ?x795)))))))
(let (($x23 (and (distinct 0 c) true)))
(let (($x4206 (and (distinct 0 ok_y) true)))
(not (=> (and $x4206 $x23) (and $x4206 $x23 $x11795)))))))))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun x () Int)
(declare-fun ok_y () Int)
(declare-fun y () Int)
(assert
 (and (distinct 0 c) true))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x795 (- c)))
(let ((?x4126 (* x c)))
(let ((?x26 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x2457 (+ ?x26 ?x4126)))
(let (($x3237 (>= c 0)))
(let (($x15417 (= (- ?x26 (* c (ite $x3237 (div ?x26 c) (div (- ?x26) ?x795)))) (- ?x2457 (* c (ite $x3237 (div ?x2457 c) (div (- ?x2457) ?x795)))))))
(let (($x23 (and (distinct 0 c) true)))
(let (($x4206 (and (distinct 0 ok_y) true)))
(not (=> (and $x4206 $x23) (and $x4206 $x23 $x15417))))))))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x10 (<= k_c 9223372036854775807)))
 (let (($x9353 (>= k_c (- 9223372036854775808))))
 (and $x9353 $x10))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x11795 (and (distinct 0 k_c) true)))
 (and true true $x11795)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop)
