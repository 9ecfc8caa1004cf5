; divmod/div-small: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun c () Int)
(assert
 (<= 0 x))
(assert
 (< x c))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let (($x1296 (and (= 0 (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(not (=> (and (and (distinct c 0) true)) $x1296))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Int)
(declare-fun c () Int)
(assert
 (<= 0 x))
(assert
 (< x c))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let (($x3988 (and (distinct c 0) true)))
(let (($x2028 (and $x3988 (= 0 (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(not (=> true $x2028)))))
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
 (let (($x23 (<= lo_x 9223372036854775807)))
 (let (($x2356 (>= lo_x (- 9223372036854775808))))
 (and $x2356 $x23))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x4707 (<= hi_x 9223372036854775807)))
 (let (($x3442 (>= hi_x (- 9223372036854775808))))
 (and $x3442 $x4707))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x4336 (<= k_c 9223372036854775807)))
 (let (($x17 (>= k_c (- 9223372036854775808))))
 (and $x17 $x4336))))
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
