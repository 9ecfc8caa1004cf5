; divmod/div-small-neg: refinement both ways; every check-sat must answer unsat
; case index/int32 lhs<=rhs
(push)
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
 (let (($x23 (and (= (- 1) (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(not (=> (and (and (distinct 0 c) true)) $x23))))
(check-sat)
(pop)
; case index/int32 rhs<=lhs
(push)
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
 (let (($x4008 (and (distinct 0 c) true)))
(let (($x253 (and $x4008 (= (- 1) (ite (>= c 0) (div x c) (div (- x) (- c)))))))
(not (=> and $x253)))))
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
 (let (($x136 (<= lo_x 9223372036854775807)))
 (let (($x4087 (>= lo_x (- 9223372036854775808))))
 (and $x4087 $x136))))
(assert
 (<= lo_x x_x))
(assert
 (and true true (> 4294967296 lo_x)))
(assert
 (and true true (< (- 4294967296) lo_x)))
(assert
 (let (($x1680 (<= hi_x 9223372036854775807)))
 (let (($x4188 (>= hi_x (- 9223372036854775808))))
 (and $x4188 $x1680))))
(assert
 (<= x_x hi_x))
(assert
 (and true true (> 4294967296 hi_x)))
(assert
 (and true true (< (- 4294967296) hi_x)))
(assert
 (let (($x4652 (<= k_c 9223372036854775807)))
 (let (($x3903 (>= k_c (- 9223372036854775808))))
 (and $x3903 $x4652))))
(assert
 (and true true (> 1073741824 k_c)))
(assert
 (and true true (< (- 1073741824) k_c)))
(assert
 (let (($x3196 (and true (and (>= (- 0 k_c) (- 9223372036854775808)) (<= (- 0 k_c) 9223372036854775807)))))
 (and true (and true true $x3196) (>= lo_x (- 0 k_c)))))
(assert
 (and true true (> 0 hi_x)))
(assert
 (not (and (>= x_x (- 0 k_c)) (> 0 x_x))))
(check-sat)
(pop)
