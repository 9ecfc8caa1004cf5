; cmp/lt-offset: refinement both ways; every check-sat must answer unsat
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
 (let ((?x3903 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x10643 (and (distinct ok_x 0) true)))
(let (($x835 (=> (and $x10643) (and $x10643 (= (< (+ ?x3903 c1) c2) (< ?x3903 (- c2 c1)))))))
(not $x835)))))
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
 (let ((?x3903 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x10643 (and (distinct ok_x 0) true)))
(let (($x1284 (=> (and $x10643) (and $x10643 (= (< ?x3903 (- c2 c1)) (< (+ ?x3903 c1) c2))))))
(not $x1284)))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k_c2 () Int)
(declare-fun k_c1 () Int)
(assert
 (let (($x6437 (<= k_c2 9223372036854775807)))
 (let (($x14479 (>= k_c2 (- 9223372036854775808))))
 (and $x14479 $x6437))))
(assert
 (and true true (> 1073741824 k_c2)))
(assert
 (and true true (< (- 1073741824) k_c2)))
(assert
 (let (($x6640 (<= k_c1 9223372036854775807)))
 (let (($x13221 (>= k_c1 (- 9223372036854775808))))
 (and $x13221 $x6640))))
(assert
 (and true true (> 1073741824 k_c1)))
(assert
 (and true true (< (- 1073741824) k_c1)))
(assert
 (let (($x13056 (and true (and (>= (- k_c2 k_c1) (- 9223372036854775808)) (<= (- k_c2 k_c1) 9223372036854775807)))))
(let (($x11097 (and (and true true $x13056) (= (- k_c2 k_c1) (- k_c2 k_c1)))))
(not (and $x11097)))))
(check-sat)
(pop 1)
(exit)
