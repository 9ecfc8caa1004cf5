; divmod/div-div: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c1 () Int)
(declare-fun c2 () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (< 0 c1))
(assert
 (< 0 c2))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x7651 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x7134 (- ?x7651)))
(let ((?x809 (ite (>= (* c1 c2) 0) (div ?x7651 (* c1 c2)) (div ?x7134 (- (* c1 c2))))))
(let ((?x10075 (div (- (ite (>= c1 0) (div ?x7651 c1) (div ?x7134 (- c1)))) (- c2))))
(let (($x7435 (>= c2 0)))
(let ((?x7992 (ite $x7435 (div (ite (>= c1 0) (div ?x7651 c1) (div ?x7134 (- c1))) c2) ?x10075)))
(let ((?x509 (* c1 c2)))
(let (($x4170 (and (distinct ?x509 0) true)))
(let (($x6839 (and (distinct ok_x 0) true)))
(let (($x9813 (=> (and $x6839 (and (distinct c1 0) true) (and (distinct c2 0) true)) (and $x6839 $x4170 (= ?x7992 ?x809)))))
(not $x9813))))))))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c1 () Int)
(declare-fun c2 () Int)
(declare-fun ok_x () Int)
(declare-fun x () Int)
(assert
 (< 0 c1))
(assert
 (< 0 c2))
(assert
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x7651 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x7134 (- ?x7651)))
(let (($x3412 (>= c1 0)))
(let ((?x4707 (ite $x3412 (div ?x7651 c1) (div ?x7134 (- c1)))))
(let (($x7435 (>= c2 0)))
(let ((?x809 (ite (>= (* c1 c2) 0) (div ?x7651 (* c1 c2)) (div ?x7134 (- (* c1 c2))))))
(let (($x14679 (and (distinct c2 0) true)))
(let (($x4382 (and (distinct c1 0) true)))
(let (($x6839 (and (distinct ok_x 0) true)))
(let (($x15034 (and $x6839 $x4382 $x14679 (= ?x809 (ite $x7435 (div ?x4707 c2) (div (- ?x4707) (- c2)))))))
(not (=> (and $x6839 (and (distinct (* c1 c2) 0) true)) $x15034)))))))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c1 () Int)
(declare-fun k_c2 () Int)
(assert
 (let (($x12593 (<= k_c1 9223372036854775807)))
 (let (($x889 (>= k_c1 (- 9223372036854775808))))
 (and $x889 $x12593))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x14351 (<= k_c2 9223372036854775807)))
 (let (($x12878 (>= k_c2 (- 9223372036854775808))))
 (and $x12878 $x14351))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x1670 (< 0 k_c1)))
 (and true true $x1670)))
(assert
 (let (($x9204 (< 0 k_c2)))
 (and true true $x9204)))
(assert
 (let (($x9204 (< 0 k_c2)))
(let (($x1670 (< 0 k_c1)))
(let ((?x39 (* k_c1 k_c2)))
(let (($x774 (<= ?x39 9223372036854775807)))
(let (($x4303 (>= ?x39 (- 9223372036854775808))))
(let (($x11685 (and $x4303 $x774)))
(let (($x3732 (and (and (and true true (and true $x11685)) (= ?x39 ?x39)) $x1670 $x9204)))
(not $x3732)))))))))
(check-sat)
(pop 1)
(exit)
