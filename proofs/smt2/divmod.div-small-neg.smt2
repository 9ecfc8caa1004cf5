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
 (let (($x3659 (and (= (- 1) (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(not (=> (and (and (distinct c 0) true)) $x3659))))
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
 (let (($x3735 (and (distinct c 0) true)))
(let (($x17 (and $x3735 (= (- 1) (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(not (=> true $x17)))))
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
 (let (($x3547 (<= lo_x 9223372036854775807)))
 (let (($x37 (>= lo_x (- 9223372036854775808))))
 (and $x37 $x3547))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x23 (<= hi_x 9223372036854775807)))
 (let (($x5945 (>= hi_x (- 9223372036854775808))))
 (and $x5945 $x23))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x4336 (<= k_c 9223372036854775807)))
 (let (($x1044 (>= k_c (- 9223372036854775808))))
 (and $x1044 $x4336))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x4707 (and true (and (>= (- 0 k_c) (- 9223372036854775808)) (<= (- 0 k_c) 9223372036854775807)))))
 (and true (and true true $x4707) (>= lo_x (- 0 k_c)))))
(assert
 (and true true (> 0 hi_x)))
(assert
 (not (and (>= x_x (- 0 k_c)) (> 0 x_x))))
(check-sat)
(pop 1)
(exit)
