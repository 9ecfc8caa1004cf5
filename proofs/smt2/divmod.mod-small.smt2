; divmod/mod-small: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun c () Int)
(declare-fun ok_x () Int)
(assert
 (<= 0 x))
(assert
 (< x c))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x14 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let ((?x2447 (- ?x14 (* c (ite (>= c 0) (div ?x14 c) (div (- ?x14) (- c)))))))
(let (($x12022 (and (distinct ok_x 0) true)))
(not (=> (and $x12022 (and (distinct c 0) true)) (and $x12022 (= ?x2447 ?x14))))))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun c () Int)
(declare-fun ok_x () Int)
(assert
 (<= 0 x))
(assert
 (< x c))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let ((?x14 (+ x (ite (>= ok_x 0) (div 0 ok_x) (div (- 0) (- ok_x))))))
(let (($x15107 (>= c 0)))
(let (($x3506 (= ?x14 (- ?x14 (* c (ite $x15107 (div ?x14 c) (div (- ?x14) (- c))))))))
(let (($x9066 (and (distinct c 0) true)))
(let (($x12022 (and (distinct ok_x 0) true)))
(not (=> (and $x12022) (and $x12022 $x9066 $x3506)))))))))
(check-sat)
(pop 1)
; case egglog i64 arithmetic (all)
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun lo_x () Int)
(declare-fun x_x () Int)
(declare-fun hi_x () Int)
(declare-fun k_c () Int)
(assert
 (let (($x3929 (<= lo_x 9223372036854775807)))
 (let (($x4206 (>= lo_x (- 9223372036854775808))))
 (and $x4206 $x3929))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x3952 (<= hi_x 9223372036854775807)))
 (let (($x5255 (>= hi_x (- 9223372036854775808))))
 (and $x5255 $x3952))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x1034 (<= k_c 9223372036854775807)))
 (let (($x3439 (>= k_c (- 9223372036854775808))))
 (and $x3439 $x1034))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (and true true (<= 0 lo_x)))
(assert
 (and true true (< hi_x k_c)))
(assert
 (not (and (<= 0 x_x) (< x_x k_c))))
(check-sat)
(pop 1)
(exit)
