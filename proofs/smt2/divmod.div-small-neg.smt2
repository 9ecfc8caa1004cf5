; divmod/div-small-neg: refinement both ways; every check-sat must answer unsat
(set-logic QF_NIA)
; case index/int32 lhs<=rhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun x () Int)
(assert
 (>= x (- 0 c)))
(assert
 (> 0 x))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let (($x647 (and (= (- 1) (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(let (($x4019 (=> (and (and (distinct c 0) true) (not (and (= c (- 1)) (= x (- 2147483648))))) $x647)))
(not $x4019))))
(check-sat)
(pop 1)
; case index/int32 rhs<=lhs
(push 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Int)
(declare-fun x () Int)
(assert
 (>= x (- 0 c)))
(assert
 (> 0 x))
(assert
 (and (< (- 1073741824) c) (> 1073741824 c)))
(assert
 (let (($x4086 (not (and (= c (- 1)) (= x (- 2147483648))))))
(let (($x2219 (and (distinct c 0) true)))
(let (($x60 (and $x2219 $x4086 (= (- 1) (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(not (=> true $x60))))))
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
 (let (($x52 (<= lo_x 9223372036854775807)))
 (let (($x3979 (>= lo_x (- 9223372036854775808))))
 (and $x3979 $x52))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x65 (<= hi_x 9223372036854775807)))
 (let (($x49 (>= hi_x (- 9223372036854775808))))
 (and $x49 $x65))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x28 (<= k_c 9223372036854775807)))
 (let (($x3713 (>= k_c (- 9223372036854775808))))
 (and $x3713 $x28))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x3232 (and true (and (>= (- 0 k_c) (- 9223372036854775808)) (<= (- 0 k_c) 9223372036854775807)))))
 (and true (and true true $x3232) (>= lo_x (- 0 k_c)))))
(assert
 (and true true (> 0 hi_x)))
(assert
 (not (and (>= x_x (- 0 k_c)) (> 0 x_x))))
(check-sat)
(pop 1)
(exit)
