; divmod/mod-mul-add: refinement both ways; every check-sat must answer unsat
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
 (let ((?x58 (- c)))
(let ((?x2457 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x143 (>= c 0)))
(let ((?x23 (ite $x143 (div (+ (* x c) ?x2457) c) (div (- (+ (* x c) ?x2457)) ?x58))))
(let ((?x2992 (+ (* x c) ?x2457)))
(let (($x889 (= (- ?x2992 (* c ?x23)) (- ?x2457 (* c (ite $x143 (div ?x2457 c) (div (- ?x2457) ?x58)))))))
(let (($x334 (and (distinct 0 c) true)))
(let (($x26 (and (distinct 0 ok_y) true)))
(not (=> (and $x26 $x334) (and $x26 $x334 $x889))))))))))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
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
 (let ((?x58 (- c)))
(let ((?x2457 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x2992 (+ (* x c) ?x2457)))
(let (($x143 (>= c 0)))
(let (($x15631 (= (- ?x2457 (* c (ite $x143 (div ?x2457 c) (div (- ?x2457) ?x58)))) (- ?x2992 (* c (ite $x143 (div ?x2992 c) (div (- ?x2992) ?x58)))))))
(let (($x334 (and (distinct 0 c) true)))
(let (($x26 (and (distinct 0 ok_y) true)))
(not (=> (and $x26 $x334) (and $x26 $x334 $x15631)))))))))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x7590 (<= k_c 9223372036854775807)))
 (let (($x226 (>= k_c (- 9223372036854775808))))
 (and $x226 $x7590))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x3755 (and (distinct 0 k_c) true)))
 (and true true $x3755)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop)
