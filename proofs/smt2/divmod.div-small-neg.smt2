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
 (let (($x3772 (and (= (- 1) (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(let (($x1028 (=> (and (and (distinct c 0) true) (not (and (= c (- 1)) (= x (- 2147483648))))) $x3772)))
(not $x1028))))
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
 (let (($x3035 (not (and (= c (- 1)) (= x (- 2147483648))))))
(let (($x3272 (and (distinct c 0) true)))
(let (($x47 (and $x3272 $x3035 (= (- 1) (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(not (=> true $x47))))))
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
 (let (($x31 (<= lo_x 9223372036854775807)))
 (let (($x3109 (>= lo_x (- 9223372036854775808))))
 (and $x3109 $x31))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x41 (<= hi_x 9223372036854775807)))
 (let (($x38 (>= hi_x (- 9223372036854775808))))
 (and $x38 $x41))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x4191 (<= k_c 9223372036854775807)))
 (let (($x3752 (>= k_c (- 9223372036854775808))))
 (and $x3752 $x4191))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x4626 (and true (and (>= (- 0 k_c) (- 9223372036854775808)) (<= (- 0 k_c) 9223372036854775807)))))
 (and true (and true true $x4626) (>= lo_x (- 0 k_c)))))
(assert
 (and true true (> 0 hi_x)))
(assert
 (not (and (>= x_x (- 0 k_c)) (> 0 x_x))))
(check-sat)
(pop 1)
(exit)
