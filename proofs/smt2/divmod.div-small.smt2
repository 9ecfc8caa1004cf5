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
 (let (($x3978 (and (= 0 (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(let (($x3979 (=> (and (and (distinct c 0) true) (not (and (= c (- 1)) (= x (- 2147483648))))) $x3978)))
(not $x3979))))
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
 (let (($x32 (not (and (= c (- 1)) (= x (- 2147483648))))))
(let (($x1588 (and (distinct c 0) true)))
(let (($x35 (and $x1588 $x32 (= 0 (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(not (=> true $x35))))))
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
 (let (($x3713 (<= lo_x 9223372036854775807)))
 (let (($x2466 (>= lo_x (- 9223372036854775808))))
 (and $x2466 $x3713))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x3232 (<= hi_x 9223372036854775807)))
 (let (($x1353 (>= hi_x (- 9223372036854775808))))
 (and $x1353 $x3232))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x28 (<= k_c 9223372036854775807)))
 (let (($x60 (>= k_c (- 9223372036854775808))))
 (and $x60 $x28))))
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
