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
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x14352 (- c)))
(let ((?x13048 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x5813 (>= c 0)))
(let ((?x7796 (ite $x5813 (div (+ ?x13048 (* x c)) c) (div (- (+ ?x13048 (* x c))) ?x14352))))
(let ((?x180 (+ ?x13048 (* x c))))
(let (($x3822 (= (- ?x180 (* c ?x7796)) (- ?x13048 (* c (ite $x5813 (div ?x13048 c) (div (- ?x13048) ?x14352)))))))
(let (($x3172 (and (distinct c 0) true)))
(let (($x4379 (and (distinct ok_y 0) true)))
(not (=> (and $x4379 $x3172) (and $x4379 $x3172 $x3822))))))))))))
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
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x14352 (- c)))
(let ((?x13048 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x180 (+ ?x13048 (* x c))))
(let (($x5813 (>= c 0)))
(let (($x2917 (= (- ?x13048 (* c (ite $x5813 (div ?x13048 c) (div (- ?x13048) ?x14352)))) (- ?x180 (* c (ite $x5813 (div ?x180 c) (div (- ?x180) ?x14352)))))))
(let (($x3172 (and (distinct c 0) true)))
(let (($x4379 (and (distinct ok_y 0) true)))
(not (=> (and $x4379 $x3172) (and $x4379 $x3172 $x2917)))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x3415 (<= k_c 9223372036854775807)))
 (let (($x3299 (>= k_c (- 9223372036854775808))))
 (and $x3299 $x3415))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x1916 (and (distinct 0 k_c) true)))
 (and true true $x1916)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop 1)
(exit)
