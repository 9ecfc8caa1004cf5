; cmp/gt-offset: refinement both ways; every check-sat must answer unsat
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
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x7872 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x5681 (and (distinct ok_x 0) true)))
(let (($x12661 (=> (and $x5681) (and $x5681 (= (> (+ ?x7872 c1) c2) (> ?x7872 (- c2 c1)))))))
(not $x12661)))))
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
 (and (< (- 1073741824) c1) (> 1073741824 c1)))
(assert
 (and (< (- 1073741824) c2) (> 1073741824 c2)))
(assert
 (let ((?x7872 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x5681 (and (distinct ok_x 0) true)))
(let (($x8393 (=> (and $x5681) (and $x5681 (= (> ?x7872 (- c2 c1)) (> (+ ?x7872 c1) c2))))))
(not $x8393)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x4987 (<= k_c2 9223372036854775807)))
 (let (($x3368 (>= k_c2 (- 9223372036854775808))))
 (and $x3368 $x4987))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x12238 (<= k_c1 9223372036854775807)))
 (let (($x1875 (>= k_c1 (- 9223372036854775808))))
 (and $x1875 $x12238))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x8541 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x6478 (and (and true true $x8541) (= (- k_c2 k_c1) (- k_c2 k_c1)))))
(not (and $x6478)))))
(check-sat)
(pop 1)
(exit)
