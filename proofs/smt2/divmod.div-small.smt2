; divmod/div-small: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
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
 (let (($x3554 (and (= 0 (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(not (=> (and (and (distinct 0 c) true)) $x3554))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
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
 (let (($x3780 (and (distinct 0 c) true)))
(let (($x787 (and $x3780 (= 0 (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(not (=> and $x787)))))
(check-sat)
(pop)
; case egglog i64 arithmetic (all)
(push)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun lo_x () Int)
(declare-fun x_x () Int)
(declare-fun hi_x () Int)
(declare-fun k_c () Int)
(assert
 (let (($x4298 (<= lo_x 9223372036854775807)))
 (let (($x4659 (>= lo_x (- 9223372036854775808))))
 (and $x4659 $x4298))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x1594 (<= hi_x 9223372036854775807)))
 (let (($x1289 (>= hi_x (- 9223372036854775808))))
 (and $x1289 $x1594))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x1337 (<= k_c 9223372036854775807)))
 (let (($x1107 (>= k_c (- 9223372036854775808))))
 (and $x1107 $x1337))))
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
(pop)
