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
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x806 (- c)))
(let ((?x4031 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let (($x4386 (>= c 0)))
(let ((?x8428 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x11763 (ite $x4386 (div (+ (* ?x8428 c) ?x4031) c) (div (- (+ (* ?x8428 c) ?x4031)) ?x806))))
(let (($x615 (and (distinct c 0) true)))
(let (($x3845 (and (distinct ok_y 0) true)))
(let (($x11773 (and (distinct ok_x 0) true)))
(let (($x47 (and $x11773 $x3845 $x615 (= ?x11763 (+ ?x8428 (ite $x4386 (div ?x4031 c) (div (- ?x4031) ?x806)))))))
(not (=> (and $x11773 $x3845 $x615) $x47))))))))))))
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
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x806 (- c)))
(let ((?x4031 (+ y (ite (>= ok_y 0) (div 0 ok_y) (div (- 0) (- ok_y))))))
(let ((?x8428 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x4599 (+ (* ?x8428 c) ?x4031)))
(let (($x4386 (>= c 0)))
(let (($x46 (= (+ ?x8428 (ite $x4386 (div ?x4031 c) (div (- ?x4031) ?x806))) (ite $x4386 (div ?x4599 c) (div (- ?x4599) ?x806)))))
(let (($x615 (and (distinct c 0) true)))
(let (($x3845 (and (distinct ok_y 0) true)))
(let (($x11773 (and (distinct ok_x 0) true)))
(not (=> (and $x11773 $x3845 $x615) (and $x11773 $x3845 $x615 $x46)))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c () Int)
(assert
 (let (($x3703 (<= k_c 9223372036854775807)))
 (let (($x4510 (>= k_c (- 9223372036854775808))))
 (and $x4510 $x3703))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x3314 (and (distinct 0 k_c) true)))
 (and true true $x3314)))
(assert
 (not (and (and (distinct 0 k_c) true))))
(check-sat)
(pop 1)
(exit)
